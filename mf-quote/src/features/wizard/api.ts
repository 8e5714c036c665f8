import { currentUserId, loadSupabase } from '@portfolio/auth';
import { currentLeadSource } from '@portfolio/lead-source';
import type { QuoteForm } from '../../logic/quoteForm';
import { buildQuoteRow } from '../../logic/quoteRow';
import { submitQuote } from '../../logic/submitQuote';

/**
 * The wizard's one write: the form as a row, through the site's client (loaded on first use), as the signed-in user.
 * The wizard is a dialog over the page that opened it, so this page is where it was opened (issue 41).
 */
export async function sendQuote(form: QuoteForm) {
  return submitQuote({ client: await loadSupabase(), userId: currentUserId }, (userId) => buildQuoteRow(form, userId, currentLeadSource()));
}
