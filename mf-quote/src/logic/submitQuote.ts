import { humanError } from '@portfolio/ui';
import { MESSAGES } from './constants';
import type { QuoteRowInsert } from './quoteRow';

/** The two backend calls of a quote submit (site spec §7), injected so the flow is testable without a server. */
export interface QuoteBackend {
  /** "Get current session": the signed-in user's id, or null for a visitor. */
  currentUserId: () => Promise<string | null>;
  /** "INSERT into custom_quotes": only the error is read; null when there is no backend client. */
  insertQuote: ((row: QuoteRowInsert) => Promise<{ error: { message?: string; code?: string } | null }>) | null;
}

export type SubmitResult = { ok: true } | { ok: false; message: string };

/** Site spec §8: 'Error submitting form: ' followed by the message, or 'Unknown error'. */
export const submitErrorMessage = (message: string | undefined) =>
  MESSAGES.submitErrorPrefix + (message?.trim() ? message : MESSAGES.unknownError);

/** Reads the session for user_id, inserts the row, and turns every failure into the spec's message. */
export async function submitQuote(
  buildRow: (userId: string | null) => QuoteRowInsert,
  backend: QuoteBackend,
): Promise<SubmitResult> {
  try {
    if (!backend.insertQuote) return { ok: false, message: submitErrorMessage(MESSAGES.noDatabase) };
    const userId = await backend.currentUserId();
    const { error } = await backend.insertQuote(buildRow(userId));
    // Issue 18: the database's wording (relation, constraint) never reaches the visitor.
    if (error) return { ok: false, message: submitErrorMessage(error.message?.trim() ? humanError(error) : undefined) };
    return { ok: true };
  } catch (err) {
    return { ok: false, message: submitErrorMessage(err instanceof Error && err.message ? humanError(err) : undefined) };
  }
}
