import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { loadAppConfig, type AppConfig } from './config';
import { createSupabase, getSupabase, hasStoredSession, type SiteClient } from './client';
import { useAuth } from './authStore';

/** True when the current URL is a password-recovery link (read before supabase-js clears the hash). */
export function hasRecoveryHash(hash: string): boolean {
  return new URLSearchParams(hash.replace(/^#/, '')).get('type') === 'recovery';
}

interface AuthEvents {
  auth: { onAuthStateChange: (cb: (event: AuthChangeEvent, session: Session | null) => void) => unknown };
}

/** Mirrors supabase-js's session events into `useAuth`; a recovery ends when its session does. */
export function followAuthEvents(client: AuthEvents) {
  client.auth.onAuthStateChange((event, session) => {
    const store = useAuth.getState();
    if (event === 'PASSWORD_RECOVERY') store.setRecovery(true);
    if (event === 'SIGNED_OUT') store.setRecovery(false);
    store.setSession(session);
  });
}

/** The description of an e-mailed link's error (`#error=...&error_description=...`), or null. */
export function linkErrorOf(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!params.get('error')) return null;
  return params.get('error_description') || params.get('error');
}

let started: Promise<void> | null = null;

/**
 * How every feature's `api` module gets the site's client: the one client, starting auth first if nothing has
 * yet (a visitor can submit a form at any time). Null when the backend is not configured.
 */
export async function loadSupabase(): Promise<SiteClient | null> {
  const existing = getSupabase();
  if (existing) return existing;
  await initAuth();
  return getSupabase();
}

/**
 * How a page starts auth: at once when a session is stored or an e-mailed link brought one; otherwise the
 * visitor is signed out, and supabase-js loads only when something needs it (a form, sign-in, Home's data).
 */
export function startAuth(): void {
  if (hasStoredSession() || /(^|[#&])(access_token|error|type)=/.test(window.location.hash.slice(1))) {
    void initAuth();
    return;
  }
  useAuth.getState().setSession(null);
}

/**
 * Loads the runtime config, creates the client and keeps `useAuth` current from `onAuthStateChange`.
 * Safe to call from the shell and from every standalone remote: it runs once.
 */
export function initAuth(config?: AppConfig): Promise<void> {
  started ??= (async () => {
    // Synchronous on purpose: supabase-js removes the hash as soon as the client exists.
    useAuth.getState().setRecovery(hasRecoveryHash(window.location.hash));
    useAuth.getState().setLinkError(linkErrorOf(window.location.hash));
    let client = null;
    try {
      client = await createSupabase(config ?? (await loadAppConfig()));
    } catch (err) {
      console.error('Auth is unavailable:', err);
    }
    if (!client) {
      useAuth.getState().setSession(null);
      return;
    }
    followAuthEvents(client);
  })();
  return started;
}
