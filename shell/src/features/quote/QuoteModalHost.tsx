import { Dialog, DialogContent, IconButton } from '@portfolio/mui';
import { X } from 'lucide-react';
import { useQuoteModal } from '@portfolio/ui';
import { RemoteMount } from '../../remotes/RemoteMount';

/**
 * Site spec §2.3: the shell owns the quote modal. MUI's Dialog closes on backdrop click and Escape, traps focus
 * and locks page scrolling while open; the wizard itself comes from mf_quote.
 */
export function QuoteModalHost() {
  const isOpen = useQuoteModal((s) => s.isOpen);
  const close = useQuoteModal((s) => s.close);
  return (
    <Dialog
      open={isOpen}
      onClose={close}
      fullWidth
      maxWidth="md"
      scroll="paper"
      // The role="dialog" element is the paper, so its name goes there (an aria-label on Dialog lands on the root).
      slotProps={{ paper: { 'aria-label': 'Get a custom quote' } }}
    >
      <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 8, top: 8, zIndex: 1 }}>
        <X size={22} />
      </IconButton>
      <DialogContent sx={{ pt: 6 }}>
        <RemoteMount id="mf_quote/QuoteWizard" label="quote wizard" props={{ onClose: close }} />
      </DialogContent>
    </Dialog>
  );
}
