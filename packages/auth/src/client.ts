import { AUTH_MESSAGES } from './messages';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppConfig } from './config';
import type { Database } from './database.types';

/** The site's client, typed by the schema generated from the migrations (`pnpm db:types`). */
export type SiteClient = SupabaseClient<Database>;

let client: SiteClient | null = null;

/**
 * Creates the site's one Supabase client (idempotent: later calls return the first). supabase-js is loaded
 * here, on demand, so pages that need no session to paint never download or run it.
 */
export async function createSupabase(config: AppConfig): Promise<SiteClient | null> {
  if (client) return client;
  if (!config.supabaseUrl || !config.supabaseAnonKey) return null;
  const { createClient } = await import('@supabase/supabase-js');
  client ??= createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, flowType: 'implicit' },
  });
  return client;
}

/** The client, or null when the backend is not configured (callers show "not connected" messages). */
export function getSupabase(): SiteClient | null {
  return client;
}

/** The site's client on pages reached signed in (it exists by then); otherwise the "not connected" error. */
export function requireSupabase(): SiteClient {
  if (!client) throw new Error(AUTH_MESSAGES.notConnected);
  return client;
}

/** The one test seam: tests put a fake (see `@portfolio/auth/testing`) where the site's client would be. */
export function setSupabaseForTests(fake: SiteClient | null): void {
  client = fake;
}

/** Whether supabase-js left a session in this browser: then auth starts with the page, not on demand. */
export function hasStoredSession(storage: Storage = window.localStorage): boolean {
  return Object.keys(storage).some((key) => key.startsWith('sb-') && key.includes('auth-token'));
}

/** Removes every token supabase-js stored, for the flows that must leave nothing behind. */
export function clearStoredTokens(storage: Storage = window.localStorage) {
  for (const key of Object.keys(storage)) {
    if (key.startsWith('sb-') && key.includes('auth-token')) storage.removeItem(key);
  }
}
