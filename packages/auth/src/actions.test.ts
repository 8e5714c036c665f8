import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from './testing/fakeClient';
import { useAuth } from './authStore';
import { AUTH_MESSAGES } from './messages';

const holder: { client: unknown } = { client: null };

vi.mock('./client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./client')>()),
  getSupabase: () => holder.client,
}));

const actions = await import('./actions');

const TOKEN_KEY = 'sb-localhost-auth-token';

describe('account actions', () => {
  let fake: ReturnType<typeof fakeClient>;

  beforeEach(() => {
    fake = fakeClient();
    holder.client = fake.client;
    window.localStorage.setItem(TOKEN_KEY, '{"access_token":"t"}');
    useAuth.setState({ status: 'signedIn', session: { user: { id: 'u1' } } as never, user: { id: 'u1' } as never, recovery: false });
  });
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('answer "Supabase not connected" when there is no client', async () => {
    holder.client = null;
    expect(await actions.signIn('a@b.co', 'pw')).toEqual({ error: AUTH_MESSAGES.notConnected });
    expect(await actions.deleteAccount()).toEqual({ error: AUTH_MESSAGES.notConnected });
    expect(await actions.signUp('ada', 'a@b.co', 'pw')).toEqual({ error: AUTH_MESSAGES.notConnected, signedIn: false });
  });

  it('sign in with the trimmed e-mail and pass the backend message through', async () => {
    expect(await actions.signIn(' a@b.co ', 'pw')).toEqual({ error: null });
    expect(fake.client.auth.signInWithPassword).toHaveBeenCalledWith({ email: 'a@b.co', password: 'pw' });
    fake = fakeClient({ signInWithPassword: { data: {}, error: new Error('Invalid login credentials') } });
    holder.client = fake.client;
    expect(await actions.signIn('a@b.co', 'bad')).toEqual({ error: 'Invalid login credentials' });
  });

  it('sign up with the username and the role cabinBoy, and report whether a session came back', async () => {
    expect(await actions.signUp(' ada ', 'a@b.co', 'secret1')).toEqual({ error: null, signedIn: true });
    expect(fake.client.auth.signUp).toHaveBeenCalledWith({
      email: 'a@b.co',
      password: 'secret1',
      options: { data: { username: 'ada', role: 'cabinBoy' } },
    });
    holder.client = fakeClient({ signUp: { data: { user: { id: 'u2' }, session: null }, error: null } }).client;
    expect(await actions.signUp('ada', 'a@b.co', 'secret1')).toEqual({ error: null, signedIn: false });
  });

  it('send the reset e-mail with a redirect to /reset-password on the given origin', async () => {
    await actions.sendPasswordReset('a@b.co', 'http://localhost:4000');
    expect(fake.client.auth.resetPasswordForEmail).toHaveBeenCalledWith('a@b.co', {
      redirectTo: 'http://localhost:4000/reset-password',
    });
  });

  it('fall back to "An unknown error occurred" for an error without a message', async () => {
    holder.client = fakeClient({ updateUser: { data: {}, error: { message: '' } } }).client;
    expect(await actions.updatePassword('secret1')).toEqual({ error: AUTH_MESSAGES.unknown });
  });

  it('finish a password reset: update, sign out, clear the tokens and end the recovery', async () => {
    useAuth.setState({ recovery: true });
    expect(await actions.completePasswordReset('newpass1')).toEqual({ error: null });
    expect(fake.calls).toEqual(['updateUser', 'signOut']);
    expect(fake.client.auth.updateUser).toHaveBeenCalledWith({ password: 'newpass1' });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(useAuth.getState()).toMatchObject({ recovery: false, status: 'signedOut' });
  });

  it('keep the session when the reset itself fails', async () => {
    holder.client = fakeClient({ updateUser: { data: {}, error: new Error('Password should be at least 6 characters.') } }).client;
    useAuth.setState({ recovery: true });
    expect(await actions.completePasswordReset('x')).toEqual({ error: 'Password should be at least 6 characters.' });
    expect(window.localStorage.getItem(TOKEN_KEY)).not.toBeNull();
    expect(useAuth.getState().recovery).toBe(true);
  });

  it('delete an account: the profile row, then delete_my_account, then sign out and clear tokens', async () => {
    expect(await actions.deleteAccount()).toEqual({ error: null });
    expect(fake.calls).toEqual(['getUser', 'from:profiles', 'delete', 'deleteProfile', 'rpc', 'signOut']);
    expect(fake.client.rpc).toHaveBeenCalledWith('delete_my_account');
    expect(fake.client.auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(useAuth.getState().status).toBe('signedOut');
  });

  it('mark the account for deletion when the auth user cannot be deleted', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake = fakeClient({ rpc: { data: null, error: { message: 'permission denied', code: '42501' } } });
    holder.client = fake.client;
    const now = () => new Date('2026-01-02T03:04:05.000Z');
    expect(await actions.deleteAccount(now)).toEqual({ error: AUTH_MESSAGES.deletionIncomplete });
    expect(fake.client.auth.updateUser).toHaveBeenCalledWith({
      data: { marked_for_deletion: true, deletion_requested_at: '2026-01-02T03:04:05.000Z' },
    });
    expect(fake.calls.slice(-2)).toEqual(['updateUser', 'signOut']);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(useAuth.getState().status).toBe('signedOut');
  });

  it('skip delete_my_account and mark the account when the profile row cannot be deleted', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake = fakeClient({ deleteProfile: { error: { message: 'boom' } } });
    holder.client = fake.client;
    expect(await actions.deleteAccount()).toEqual({ error: AUTH_MESSAGES.deletionIncomplete });
    expect(fake.client.rpc).not.toHaveBeenCalled();
  });

  it('answer "No user logged in" without a user', async () => {
    holder.client = fakeClient({ getUser: { data: { user: null }, error: null } }).client;
    expect(await actions.deleteAccount()).toEqual({ error: AUTH_MESSAGES.noUser });
  });

  it('clear the session locally even when the server refuses the sign-out', async () => {
    fake = fakeClient();
    fake.client.auth.signOut.mockRejectedValueOnce(new Error('offline'));
    holder.client = fake.client;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await actions.deleteAccount()).toEqual({ error: null });
    expect(useAuth.getState().status).toBe('signedOut');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('errorMessage', () => {
  it('reads messages from errors, PostgREST objects and strings', () => {
    expect(actions.errorMessage(new Error('a'))).toBe('a');
    expect(actions.errorMessage({ message: 'b', code: '1' })).toBe('b');
    expect(actions.errorMessage('c')).toBe('c');
    expect(actions.errorMessage(undefined)).toBe(AUTH_MESSAGES.unknown);
    expect(actions.errorMessage({ message: '  ' })).toBe(AUTH_MESSAGES.unknown);
  });
});
