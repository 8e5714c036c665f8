import { getSupabase } from './client';
import { AUTH_MESSAGES } from './messages';

interface Submission {
  id: string;
  user_id: string | null;
  name: string;
  email: string;
  status: string;
  date_submitted: string;
}

export interface ContactRow extends Submission {
  message: string;
  contact_type: 'idea' | 'chat' | 'product';
  industry: string | null;
  product_type: string | null;
  app_type: string | null;
  budget: string | null;
  timeline: string | null;
}

export interface QuoteRow extends Submission {
  service: string;
  scope: string;
  technology: string;
  timeline: string;
  budget: string;
  company: string | null;
  message: string | null;
}

export interface ServiceRequestRow extends Submission {
  service: string;
  company: string | null;
  message: string | null;
}

/** Reads the session for the user id to attach to a submission (null for a visitor). */
export async function currentUserId(): Promise<string | null> {
  const client = getSupabase();
  if (!client) return null;
  const { data } = await client.auth.getSession();
  return data.session?.user.id ?? null;
}

async function listOwn<T>(table: string, userId: string): Promise<T[]> {
  const client = getSupabase();
  if (!client) throw new Error(AUTH_MESSAGES.notConnected);
  const { data, error } = await client
    .from(table)
    .select('*')
    .eq('user_id', userId)
    .order('date_submitted', { ascending: false });
  if (error) throw new Error(error.message);
  return (data ?? []) as T[];
}

/** Site spec §7: the profile's three lists, each the user's own rows, newest first. */
export const listMyContacts = (userId: string) => listOwn<ContactRow>('contacts', userId);
export const listMyQuotes = (userId: string) => listOwn<QuoteRow>('custom_quotes', userId);
export const listMyServiceRequests = (userId: string) => listOwn<ServiceRequestRow>('service_requests', userId);
