import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { AppConfig } from './config';

let client: SupabaseClient | null = null;

/** Creates the site's one Supabase client (idempotent: later calls return the first). */
export function createSupabase(config: AppConfig): SupabaseClient | null {
  if (client) return client;
  if (!config.supabaseUrl || !config.supabaseAnonKey) return null;
  client = createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, flowType: 'implicit' },
  });
  return client;
}

/** The client, or null when the backend is not configured (callers show "not connected" messages). */
export function getSupabase(): SupabaseClient | null {
  return client;
}

/** Removes every token supabase-js stored, for the flows that must leave nothing behind. */
export function clearStoredTokens(storage: Storage = window.localStorage) {
  for (const key of Object.keys(storage)) {
    if (key.startsWith('sb-') && key.includes('auth-token')) storage.removeItem(key);
  }
}
