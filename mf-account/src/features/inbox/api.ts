import { SUBMISSION_TABLES, requireSupabase, type SubmissionKind } from '@portfolio/auth';
import type { InboxRows } from '../../logic/inbox';
import type { Subscriber } from '../../logic/subscribers';

/** The inbox's reads and writes; the page is reached signed in, so the site's client already exists. */
async function listAll<K extends SubmissionKind>(kind: K) {
  // Row-level security returns every row to the owner only; nobody else reaches this page.
  const { data, error } = await requireSupabase().from(SUBMISSION_TABLES[kind]).select('*').order('date_submitted', { ascending: false });
  if (error) throw new Error(error.message);
  return data ?? [];
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

/** Rows per request when reading the newsletter's list: the list is read whole, a page at a time. */
const SUBSCRIBERS_PAGE = 1000;

/**
 * The newsletter's list (issue 41): row-level security lets the owner alone read it
 * (packages/backend/supabase/migrations/20261127010000_newsletter_subscribers.sql). Unsubscribed rows are not read.
 */
export async function loadSubscribers(): Promise<Subscriber[]> {
  const rows: Subscriber[] = [];
  for (let from = 0; ; from += SUBSCRIBERS_PAGE) {
    const { data, error } = await requireSupabase()
      .from('newsletter_subscribers')
      .select('email, status, created_at, confirmed_at')
      .in('status', ['pending', 'confirmed'])
      .order('created_at', { ascending: true })
      .order('id', { ascending: true })
      .range(from, from + SUBSCRIBERS_PAGE - 1);
    if (error) throw new Error(error.message);
    rows.push(...(data ?? []));
    if ((data?.length ?? 0) < SUBSCRIBERS_PAGE) return rows;
  }
}
