import type { QuoteInsert, SubmitDeps, SubmitResult } from '@portfolio/auth';
import { humanError } from '@portfolio/ui';
import { MESSAGES } from './constants';

/** Site spec §8: 'Error submitting form: ' followed by the message, or 'Unknown error'. */
export const submitErrorMessage = (message: string | undefined) => MESSAGES.submitErrorPrefix + (message?.trim() ? message : MESSAGES.unknownError);

/**
 * Site spec §7: reads the session for user_id, inserts the row into custom_quotes, and turns every failure into
 * the spec's message (the `error` of the result is what the wizard shows).
 */
export async function submitQuote(deps: SubmitDeps, buildRow: (userId: string | null) => QuoteInsert): Promise<SubmitResult> {
  try {
    if (!deps.client) return { ok: false, error: submitErrorMessage(MESSAGES.noDatabase) };
    const userId = await deps.userId();
    const { error } = await deps.client.from('custom_quotes').insert(buildRow(userId));
    // Issue 18: the database's wording (relation, constraint) never reaches the visitor.
    if (error) return { ok: false, error: submitErrorMessage(error.message?.trim() ? humanError(error) : undefined) };
    return { ok: true };
  } catch (err) {
    return { ok: false, error: submitErrorMessage(err instanceof Error && err.message ? humanError(err) : undefined) };
  }
}
