import type { StepId } from './constants';
import type { QuoteForm } from './quoteForm';

/**
 * Issue 18: the estimate shows from the step at which a service is chosen, on every later step, and always on
 * the contact step (site spec §2.3 puts it there; without a service it says what it needs).
 */
export function showsEstimate(step: StepId, form: Pick<QuoteForm, 'services'>): boolean {
  return step === 'contact' || form.services.length > 0;
}
