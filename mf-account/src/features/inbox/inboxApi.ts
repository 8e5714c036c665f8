import { getSupabase, AUTH_MESSAGES, type ContactRow, type QuoteRow, type ServiceRequestRow } from '@portfolio/auth';
import { INBOX_TABLES } from '../../logic/inbox';
import type { SubmissionKind } from '../../logic/statusBadge';

function client() {
  const supabase = getSupabase();
  if (!supabase) throw new Error(AUTH_MESSAGES.notConnected);
  return supabase;
}

async function listAll<T>(table: string): Promise<T[]> {
  // Row-level security returns every row to the owner only; nobody else reaches this page.
  const { data, error } = await client().from(table).select('*').order('date_submitted', { ascending: false });
  if (error) throw new Error(error.message);
  return (data ?? []) as T[];
}

export async function loadInbox(): Promise<{ quotes: QuoteRow[]; serviceRequests: ServiceRequestRow[]; contacts: ContactRow[] }> {
  const [quotes, serviceRequests, contacts] = await Promise.all([
    listAll<QuoteRow>(INBOX_TABLES.quote),
    listAll<ServiceRequestRow>(INBOX_TABLES.serviceRequest),
    listAll<ContactRow>(INBOX_TABLES.contact),
  ]);
  return { quotes, serviceRequests, contacts };
}

/** Saves a status; resolves to the stored value, or throws when the database refused or changed nothing. */
export async function saveStatus(kind: SubmissionKind, id: string, status: string): Promise<string> {
  const { data, error } = await client().from(INBOX_TABLES[kind]).update({ status }).eq('id', id).select('status');
  if (error) throw new Error(error.message);
  const saved = (data as Array<{ status: string }> | null)?.[0]?.status;
  if (saved !== status) throw new Error('The status was not saved.');
  return saved;
}
