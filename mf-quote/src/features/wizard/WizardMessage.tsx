import { useEffect, useRef } from 'react';
import { Alert } from '@portfolio/mui';
import { quoteToastType } from '../../logic/quoteToastType';
import { useQuoteWizard } from './quoteWizardStore';

/** The wizard's banner: validation, progress and outcome messages (site spec §8), coloured by site spec §4's type rule. */
export function WizardMessage() {
  const message = useQuoteWizard((s) => s.message);
  const submitting = useQuoteWizard((s) => s.status === 'submitting');
  const ref = useRef<HTMLDivElement>(null);
  // On a small screen the banner can sit below the fold of the scrolling dialog.
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <Alert ref={ref} severity={submitting ? 'info' : quoteToastType(message)} sx={{ mt: 3 }} data-testid="quote-message">
      {message}
    </Alert>
  );
}
