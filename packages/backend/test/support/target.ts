import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { Mail } from '../../src/index';

/** A Supabase-compatible API under test: the embedded backend (PGlite or PostgreSQL) or a hosted project. */
export interface Target {
  url: string;
  anonKey: string;
  serviceKey: string;
  /** The captured e-mails to one address; only the embedded backend has an outbox. */
  outbox?: (to: string) => Promise<Mail[]>;
}

export type TargetRef = () => Target;

/** A real supabase-js client as the site makes it, minus browser storage. */
export function client(target: Target, key: string = target.anonKey): SupabaseClient {
  return createClient(target.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
}

let counter = 0;
const domain = process.env.SUPABASE_TEST_EMAIL_DOMAIN || 'example.com';

/** A fresh address per call, so suites can run again and again against one database. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  const nonce = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${counter}`;
  return `${tag}-${nonce}@${domain}`;
}

export interface TestUser {
  client: SupabaseClient;
  id: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

export const PASSWORD = 'correct-horse-7';

/** Signs a new user up the way the site does (username and role in the metadata). */
export async function signUpUser(target: Target, tag: string): Promise<TestUser> {
  const supabase = client(target);
  const email = uniqueEmail(tag);
  const { data, error } = await supabase.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { username: tag, role: 'cabinBoy' } },
  });
  if (error || !data.session || !data.user) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  return {
    client: supabase,
    id: data.user.id,
    email,
    password: PASSWORD,
    accessToken: data.session.access_token,
    refreshToken: data.session.refresh_token,
  };
}

/** Reads the claims of a JWT without verifying it. */
export function claimsOf(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
