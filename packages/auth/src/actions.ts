import type { SupabaseClient } from '@supabase/supabase-js';
import { clearStoredTokens, getSupabase } from './client';
import { AUTH_MESSAGES, SIGN_UP_ROLE } from './messages';

/** Every account action answers with an error message or null; the pages turn that into the spec's toasts. */
export interface ActionResult {
  error: string | null;
}

export interface SignUpResult extends ActionResult {
  /** False when the backend wants the address confirmed first (a hosted project's default). */
  signedIn: boolean;
}

const fail = (error: unknown): ActionResult => ({
  error: error instanceof Error && error.message ? error.message : typeof error === 'string' ? error : AUTH_MESSAGES.unknown,
});

function requireClient(): SupabaseClient {
  const client = getSupabase();
  if (!client) throw new Error(AUTH_MESSAGES.notConnected);
  return client;
}

async function run(action: (client: SupabaseClient) => Promise<{ error: unknown }>): Promise<ActionResult> {
  try {
    const { error } = await action(requireClient());
    return error ? fail(error) : { error: null };
  } catch (err) {
    return fail(err);
  }
}

export const signIn = (email: string, password: string) =>
  run((c) => c.auth.signInWithPassword({ email: email.trim(), password }));

export async function signUp(username: string, email: string, password: string): Promise<SignUpResult> {
  try {
    const { data, error } = await requireClient().auth.signUp({
      email: email.trim(),
      password,
      options: { data: { username: username.trim(), role: SIGN_UP_ROLE } },
    });
    if (error) return { ...fail(error), signedIn: false };
    return { error: null, signedIn: Boolean(data.session) };
  } catch (err) {
    return { ...fail(err), signedIn: false };
  }
}

export const signOut = () => run((c) => c.auth.signOut());

/** Sends the reset e-mail; its link comes back to /reset-password on this site's origin. */
export const sendPasswordReset = (email: string, origin = window.location.origin) =>
  run((c) => c.auth.resetPasswordForEmail(email.trim(), { redirectTo: `${origin}/reset-password` }));

export const updatePassword = (password: string) => run((c) => c.auth.updateUser({ password }));

export const updateMetadata = (data: Record<string, unknown>) => run((c) => c.auth.updateUser({ data }));

/**
 * Spec 4, account deletion: the profile row, then the auth user (`delete_my_account`, which deletes only the
 * caller). When that fails the account is marked for deletion, the user signed out and the tokens cleared.
 */
export async function deleteAccount(now: () => Date = () => new Date()): Promise<ActionResult> {
  const client = getSupabase();
  if (!client) return { error: AUTH_MESSAGES.notConnected };
  const { data } = await client.auth.getUser();
  const user = data.user;
  if (!user) return { error: AUTH_MESSAGES.noUser };

  const profile = await client.from('profiles').delete().eq('user_id', user.id);
  const removal = profile.error ? profile : await client.rpc('delete_my_account');
  if (!removal.error) {
    await client.auth.signOut({ scope: 'local' });
    clearStoredTokens();
    return { error: null };
  }

  console.error('Account deletion failed, marking the account instead:', removal.error);
  await client.auth.updateUser({
    data: { marked_for_deletion: true, deletion_requested_at: now().toISOString() },
  });
  await client.auth.signOut({ scope: 'local' });
  clearStoredTokens();
  return { error: AUTH_MESSAGES.deletionIncomplete };
}
