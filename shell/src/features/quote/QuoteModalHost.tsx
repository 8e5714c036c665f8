import { useEffect } from 'react';
import { OnceOpened, lazyOverlay, useQuoteModal } from '@portfolio/ui';
import { POLICIES } from '../../remotes/policies';

// The dialog's code (MUI's modal) is not on a page's first load: it comes when the page is idle, like the wizard.
const QuoteDialog = lazyOverlay(() => import('./QuoteDialog').then((m) => m.QuoteDialog));

/**
 * Once the modal has closed (close button, Escape or backdrop) and faded out, focus goes back to the control that
 * opened it instead of falling to the body (WCAG 2.4.3); the floating button stays mounted, hidden, for this.
 */
function returnFocusToOpener() {
  const opener = useQuoteModal.getState().opener;
  if (opener?.isConnected) opener.focus();
}

/** Site spec §2.3: the shell owns the quote modal, which any app opens through the quote-modal store. */
export function QuoteModalHost() {
  const isOpen = useQuoteModal((s) => s.isOpen);
  const close = useQuoteModal((s) => s.close);
  useEffect(() => POLICIES.idle(QuoteDialog.preload, document.documentElement), []);
  return (
    <OnceOpened open={isOpen}>
      <QuoteDialog open={isOpen} onClose={close} onExited={returnFocusToOpener} />
    </OnceOpened>
  );
}
