import { currentUserId, loadSupabase, type QuoteInsert } from '@portfolio/auth';
import { submitQuote } from '../../logic/submitQuote';

/** The wizard's one write: the site's client (loaded on first use) and the signed-in user's id from @portfolio/auth. */
export async function sendQuote(buildRow: (userId: string | null) => QuoteInsert) {
  return submitQuote({ client: await loadSupabase(), userId: currentUserId }, buildRow);
}
