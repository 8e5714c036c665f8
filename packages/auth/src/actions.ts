import { clearStoredTokens, type SiteClient } from './client';
import { loadSupabase } from './initAuth';
import { useAuth } from './authStore';
import { errorMessage } from './errors';
import { AUTH_MESSAGES, SIGN_UP_ROLE } from './messages';

/** Every account action answers with an error message or null; the pages turn that into the spec's toasts. */
export interface ActionResult {
  error: string | null;
}

export interface SignUpResult extends ActionResult {
  /** False when the backend wants the address confirmed first (a hosted project's default). */
  signedIn: boolean;
}

const fail = (error: unknown): ActionResult => ({ error: errorMessage(error) });

async function requireClient(): Promise<SiteClient> {
  const client = await loadSupabase();
  if (!client) throw new Error(AUTH_MESSAGES.notConnected);
  return client;
}

async function run(action: (client: SiteClient) => Promise<{ error: unknown }>): Promise<ActionResult> {
  try {
    const { error } = await action(await requireClient());
    return error ? fail(error) : { error: null };
  } catch (err) {
    return fail(err);
  }
}

/**
 * Ends the session on this device whatever the server answers, and leaves no token in storage
 * (site spec §4: after a password reset and after an account deletion).
 */
async function endLocalSession(client: SiteClient, scope: 'global' | 'local') {
  try {
    await client.auth.signOut({ scope });
  } catch (err) {
    console.error('Sign-out failed, clearing the session locally:', err);
  }
  clearStoredTokens();
  useAuth.getState().setRecovery(false);
  if (useAuth.getState().session) useAuth.getState().setSession(null);
}

export const signIn = (email: string, password: string) => run((c) => c.auth.signInWithPassword({ email: email.trim(), password }));

export async function signUp(username: string, email: string, password: string): Promise<SignUpResult> {
  try {
    const { data, error } = await (
      await requireClient()
    ).auth.signUp({
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

/**
 * Site spec §4, reset-password flow: sets the new password with the recovery session, then signs the user out
 * and clears the stored tokens so they sign in again with it. Nothing is ended when the update fails.
 */
export async function completePasswordReset(password: string): Promise<ActionResult> {
  const result = await updatePassword(password);
  if (result.error) return result;
  await endLocalSession(await requireClient(), 'global');
  return { error: null };
}

/**
 * Site spec §4, account deletion: the profile row, then the auth user (`delete_my_account`, which deletes only the
 * caller). When that fails the account is marked for deletion, the user signed out and the tokens cleared.
 */
export async function deleteAccount(now: () => Date = () => new Date()): Promise<ActionResult> {
  const client = await loadSupabase();
  if (!client) return { error: AUTH_MESSAGES.notConnected };
  try {
    const { data } = await client.auth.getUser();
    const user = data.user;
    if (!user) return { error: AUTH_MESSAGES.noUser };

    const profile = await client.from('profiles').delete().eq('user_id', user.id);
    const removal = profile.error ? profile : await client.rpc('delete_my_account');
    if (!removal.error) {
      await endLocalSession(client, 'local');
      return { error: null };
    }

    console.error('Account deletion failed, marking the account instead:', removal.error);
    await client.auth.updateUser({
      data: { marked_for_deletion: true, deletion_requested_at: now().toISOString() },
    });
    await endLocalSession(client, 'local');
    return { error: AUTH_MESSAGES.deletionIncomplete };
  } catch (err) {
    return fail(err);
  }
}
