import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through playwright.config.ts`);
  return value;
};

export const backendUrl = () => env('TEST_SUPABASE_URL');

function client(key: string): SupabaseClient {
  return createClient(backendUrl(), key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
}

/** A client with the service key: bypasses RLS, for checking what really landed in the database. */
export const adminClient = () => client(env('TEST_SUPABASE_SERVICE_KEY'));
export const anonClient = () => client(env('TEST_SUPABASE_ANON_KEY'));

/** A unique, valid e-mail address per call, so tests never share rows or accounts. */
export const uniqueEmail = (tag = 'user') => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  username: string;
}

/** Signs a new user up through the real auth API and returns the credentials. */
export async function createUser(tag = 'user', password = 'secret-pass-1'): Promise<TestUser> {
  const email = uniqueEmail(tag);
  const username = `${tag}-${email.slice(tag.length + 1, tag.length + 5)}`;
  const { data, error } = await anonClient().auth.signUp({ email, password, options: { data: { username, role: 'cabinBoy' } } });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return { id: data.user.id, email, password, username };
}

/** Rows of a table matching one column, read with the service key. */
export async function rowsWhere(table: string, column: string, value: string) {
  const { data, error } = await adminClient().from(table).select('*').eq(column, value);
  if (error) throw new Error(error.message);
  return data ?? [];
}

/** The newest e-mail the backend "sent" to an address (the dev outbox, readable only with the service key). */
export async function lastEmailTo(address: string): Promise<{ subject: string; text: string; link: string; type: string; headers?: Record<string, string> }> {
  const serviceKey = env('TEST_SUPABASE_SERVICE_KEY');
  const res = await fetch(`${backendUrl()}/_dev/outbox`, { headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` } });
  if (!res.ok) throw new Error(`outbox answered ${res.status}`);
  const mails = (await res.json()) as Array<{ to: string; subject: string; text: string; link: string; type: string; headers?: Record<string, string> }>;
  const mine = mails.filter((m) => m.to === address);
  const last = mine[mine.length - 1];
  if (!last) throw new Error(`no e-mail to ${address}`);
  return last;
}

/** Every e-mail the backend "sent" to an address, oldest first. */
export async function emailsTo(address: string): Promise<Array<{ subject: string; text: string; link: string; headers?: Record<string, string> }>> {
  const serviceKey = env('TEST_SUPABASE_SERVICE_KEY');
  const res = await fetch(`${backendUrl()}/_dev/outbox?to=${encodeURIComponent(address)}`, {
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
  });
  if (!res.ok) throw new Error(`outbox answered ${res.status}`);
  return (await res.json()) as Array<{ subject: string; text: string; link: string; headers?: Record<string, string> }>;
}
