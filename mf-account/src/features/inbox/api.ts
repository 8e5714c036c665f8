import { SUBMISSION_TABLES, requireSupabase, type SubmissionKind } from '@portfolio/auth';
import type { InboxRows } from '../../logic/inbox';
import type { Subscriber } from '../../logic/subscribers';

/**
 * Rows per request when a list is read whole. A hosted project answers at most 1000 rows to one request (its
 * `max_rows`), so an unbounded select would stop there without a word; each list is read a page at a time instead.
 */
const PAGE = 1000;

/** Reads every row a query gives, a page at a time, until a page comes back short. */
async function readAll<Row>(page: (from: number, to: number) => PromiseLike<{ data: Row[] | null; error: { message: string } | null }>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await page(from, from + PAGE - 1);
    if (error) throw new Error(error.message);
    rows.push(...(data ?? []));
    if ((data?.length ?? 0) < PAGE) return rows;
  }
}

/** The inbox's reads and writes; the page is reached signed in, so the site's client already exists. */
function listAll<K extends SubmissionKind>(kind: K) {
  // Row-level security returns every row to the owner only; nobody else reaches this page. The id breaks ties, so a
  // row is never read twice or skipped across pages.
  return readAll((from, to) =>
    requireSupabase().from(SUBMISSION_TABLES[kind]).select('*').order('date_submitted', { ascending: false }).order('id', { ascending: true }).range(from, to),
  );
}

export async function loadInbox(): Promise<InboxRows> {
  const [quotes, serviceRequests, contacts] = await Promise.all([listAll('quote'), listAll('serviceRequest'), listAll('contact')]);
  return { quotes, serviceRequests, contacts };
}

/** Saves a status; resolves to the stored value, or throws when the database refused or changed nothing. */
export async function saveStatus(kind: SubmissionKind, id: string, status: string): Promise<string> {
  const { data, error } = await requireSupabase().from(SUBMISSION_TABLES[kind]).update({ status }).eq('id', id).select('status');
  if (error) throw new Error(error.message);
  const saved = data?.[0]?.status;
  if (saved !== status) throw new Error('The status was not saved.');
  return saved;
}

/**
 * The newsletter's list (issue 41): row-level security lets the owner alone read it
 * (packages/backend/supabase/migrations/20261127010000_newsletter_subscribers.sql). Unsubscribed rows are not read.
 */
export function loadSubscribers(): Promise<Subscriber[]> {
  return readAll((from, to) =>
    requireSupabase()
      .from('newsletter_subscribers')
      .select('email, status, created_at, confirmed_at')
      .in('status', ['pending', 'confirmed'])
      .order('created_at', { ascending: true })
      .order('id', { ascending: true })
      .range(from, to),
  );
}
