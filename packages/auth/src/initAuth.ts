import { loadAppConfig, type AppConfig } from './config';
import { createSupabase } from './client';
import { useAuth } from './authStore';

/** True when the current URL is a password-recovery link (read before supabase-js clears the hash). */
export function hasRecoveryHash(hash: string): boolean {
  return new URLSearchParams(hash.replace(/^#/, '')).get('type') === 'recovery';
}

let started: Promise<void> | null = null;

/**
 * Loads the runtime config, creates the client and keeps `useAuth` current from `onAuthStateChange`.
 * Safe to call from the shell and from every standalone remote: it runs once.
 */
export function initAuth(config?: AppConfig): Promise<void> {
  started ??= (async () => {
    useAuth.getState().setRecovery(hasRecoveryHash(window.location.hash));
    let client = null;
    try {
      client = createSupabase(config ?? (await loadAppConfig()));
    } catch (err) {
      console.error('Auth is unavailable:', err);
    }
    if (!client) {
      useAuth.getState().setSession(null);
      return;
    }
    client.auth.onAuthStateChange((event, session) => {
      if (event === 'PASSWORD_RECOVERY') useAuth.getState().setRecovery(true);
      useAuth.getState().setSession(session);
    });
  })();
  return started;
}
