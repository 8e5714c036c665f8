import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase, installFakeSupabase, resetSupabase, type FakeSupabase } from './testing';
import { useAuth } from './authStore';
import { AUTH_MESSAGES } from './messages';
import * as actions from './actions';

const TOKEN_KEY = 'sb-localhost-auth-token';

describe('account actions', () => {
  let fake: FakeSupabase;

  beforeEach(() => {
    fake = fakeSupabase();
    installFakeSupabase(fake);
    window.localStorage.setItem(TOKEN_KEY, '{"access_token":"t"}');
    useAuth.setState({ status: 'signedIn', session: { user: { id: 'u1' } } as never, user: { id: 'u1' } as never, recovery: false });
  });
  afterEach(() => {
    resetSupabase();
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('answer "Supabase not connected" when there is no client', async () => {
    installFakeSupabase(null);
    // A site without a backend: its /app-config.json is missing, so no client can be made.
    const fetchConfig = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('Not found', { status: 404 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await actions.signIn('a@b.co', 'pw')).toEqual({ error: AUTH_MESSAGES.notConnected });
    expect(await actions.deleteAccount()).toEqual({ error: AUTH_MESSAGES.notConnected });
    expect(await actions.signUp('ada', 'a@b.co', 'pw')).toEqual({ error: AUTH_MESSAGES.notConnected, signedIn: false });
    expect(fetchConfig).toHaveBeenCalledWith('/app-config.json', expect.anything());
  });

  it('sign in with the trimmed e-mail and pass the backend message through', async () => {
    expect(await actions.signIn(' a@b.co ', 'pw')).toEqual({ error: null });
    expect(fake.mocks.auth.signInWithPassword).toHaveBeenCalledWith({ email: 'a@b.co', password: 'pw' });
    fake = fakeSupabase({ signInWithPassword: { data: {}, error: new Error('Invalid login credentials') } });
    installFakeSupabase(fake);
    expect(await actions.signIn('a@b.co', 'bad')).toEqual({ error: 'Invalid login credentials' });
  });

  it('sign up with the username and the role cabinBoy, and report whether a session came back', async () => {
    expect(await actions.signUp(' ada ', 'a@b.co', 'secret1')).toEqual({ error: null, signedIn: true });
    expect(fake.mocks.auth.signUp).toHaveBeenCalledWith({
      email: 'a@b.co',
      password: 'secret1',
      options: { data: { username: 'ada', role: 'cabinBoy' } },
    });
    installFakeSupabase(fakeSupabase({ signUp: { data: { user: { id: 'u2' }, session: null }, error: null } }));
    expect(await actions.signUp('ada', 'a@b.co', 'secret1')).toEqual({ error: null, signedIn: false });
  });

  it('send the reset e-mail with a redirect to /reset-password on the given origin', async () => {
    await actions.sendPasswordReset('a@b.co', 'http://localhost:4000');
    expect(fake.mocks.auth.resetPasswordForEmail).toHaveBeenCalledWith('a@b.co', {
      redirectTo: 'http://localhost:4000/reset-password',
    });
  });

  it('fall back to "An unknown error occurred" for an error without a message', async () => {
    installFakeSupabase(fakeSupabase({ updateUser: { data: {}, error: { message: '' } } }));
    expect(await actions.updatePassword('secret1')).toEqual({ error: AUTH_MESSAGES.unknown });
  });

  it('finish a password reset: update, sign out, clear the tokens and end the recovery', async () => {
    useAuth.setState({ recovery: true });
    expect(await actions.completePasswordReset('newpass1')).toEqual({ error: null });
    expect(fake.calls).toEqual(['updateUser', 'signOut']);
    expect(fake.mocks.auth.updateUser).toHaveBeenCalledWith({ password: 'newpass1' });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(useAuth.getState()).toMatchObject({ recovery: false, status: 'signedOut' });
  });

  it('keep the session when the reset itself fails', async () => {
    installFakeSupabase(fakeSupabase({ updateUser: { data: {}, error: new Error('Password should be at least 6 characters.') } }));
    useAuth.setState({ recovery: true });
    expect(await actions.completePasswordReset('x')).toEqual({ error: 'Password should be at least 6 characters.' });
    expect(window.localStorage.getItem(TOKEN_KEY)).not.toBeNull();
    expect(useAuth.getState().recovery).toBe(true);
  });

  it('delete an account: the profile row, then delete_my_account, then sign out and clear tokens', async () => {
    expect(await actions.deleteAccount()).toEqual({ error: null });
    expect(fake.calls).toEqual(['getUser', 'from:profiles', 'delete', 'eq:user_id=u1', 'rpc', 'signOut']);
    expect(fake.mocks.rpc).toHaveBeenCalledWith('delete_my_account');
    expect(fake.mocks.auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(useAuth.getState().status).toBe('signedOut');
  });

  it('mark the account for deletion when the auth user cannot be deleted', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake = fakeSupabase({ rpc: { data: null, error: { message: 'permission denied', code: '42501' } } });
    installFakeSupabase(fake);
    const now = () => new Date('2026-01-02T03:04:05.000Z');
    expect(await actions.deleteAccount(now)).toEqual({ error: AUTH_MESSAGES.deletionIncomplete });
    expect(fake.mocks.auth.updateUser).toHaveBeenCalledWith({
      data: { marked_for_deletion: true, deletion_requested_at: '2026-01-02T03:04:05.000Z' },
    });
    expect(fake.calls.slice(-2)).toEqual(['updateUser', 'signOut']);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(useAuth.getState().status).toBe('signedOut');
  });

  it('skip delete_my_account and mark the account when the profile row cannot be deleted', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake = fakeSupabase({ 'delete:profiles': { error: { message: 'boom' } } });
    installFakeSupabase(fake);
    expect(await actions.deleteAccount()).toEqual({ error: AUTH_MESSAGES.deletionIncomplete });
    expect(fake.mocks.rpc).not.toHaveBeenCalled();
  });

  it('answer "No user logged in" without a user', async () => {
    installFakeSupabase(fakeSupabase({ getUser: { data: { user: null }, error: null } }));
    expect(await actions.deleteAccount()).toEqual({ error: AUTH_MESSAGES.noUser });
  });

  it('clear the session locally even when the server refuses the sign-out', async () => {
    fake = fakeSupabase();
    fake.mocks.auth.signOut.mockRejectedValueOnce(new Error('offline'));
    installFakeSupabase(fake);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await actions.deleteAccount()).toEqual({ error: null });
    expect(useAuth.getState().status).toBe('signedOut');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
