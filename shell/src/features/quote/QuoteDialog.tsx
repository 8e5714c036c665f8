import { IconButton } from '@portfolio/mui';
import { Dialog, DialogContent } from '@portfolio/mui/frame';
import { X } from 'lucide-react';
import { RemoteMount } from '../../remotes/RemoteMount';
import { area } from '@portfolio/federation/areas';

/**
 * Site spec §2.3: the quote modal. MUI's Dialog closes on backdrop click and Escape, traps focus and locks page
 * scrolling while open; the wizard itself comes from mf_quote.
 */
export function QuoteDialog({ open, onClose, onExited }: { open: boolean; onClose: () => void; onExited?: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      scroll="paper"
      // The host returns focus to the opener once the dialog has faded out (the floating button is hidden until then).
      disableRestoreFocus
      // The role="dialog" element is the paper, so its name goes there (an aria-label on Dialog lands on the root).
      slotProps={{ paper: { 'aria-label': 'Get a custom quote' }, transition: { onExited } }}
    >
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8, zIndex: 1 }}>
        <X size={22} />
      </IconButton>
      {/* No padding below: the wizard's sticky actions are the dialog's foot. A field scrolled into view (by focus or
          by a click) stops above them, never under them (WCAG 2.4.11). */}
      <DialogContent sx={{ pt: 6, pb: 0, scrollPaddingBottom: '6rem' }}>
        <RemoteMount area={area('quote-wizard')} props={{ onClose }} />
      </DialogContent>
    </Dialog>
  );
}
