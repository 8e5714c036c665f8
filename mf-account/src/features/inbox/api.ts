import { SUBMISSION_TABLES, requireSupabase, type SubmissionKind } from '@portfolio/auth';
import type { InboxRows } from '../../logic/inbox';

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
