import { describe, expect, it } from 'vitest';
import { PASSWORD, claimsOf, client, signUpUser, uniqueEmail, type TargetRef } from '../support/target';

/** Every auth call of BACKEND.md through the real supabase-js. */
export function authContract(target: TargetRef): void {
  describe('auth', () => {
    it('signs up with a session, metadata and a profile row made by the trigger', async () => {
      const user = await signUpUser(target(), 'signup');
      const { data } = await user.client.auth.getSession();
      expect(data.session?.user.email).toBe(user.email);
      expect(data.session?.user.user_metadata).toMatchObject({ username: 'signup', role: 'cabinBoy' });
      expect(data.session?.token_type).toBe('bearer');
      expect(data.session?.expires_in).toBeGreaterThan(0);

      const claims = claimsOf(user.accessToken);
      expect(claims).toMatchObject({ sub: user.id, role: 'authenticated', aud: 'authenticated', email: user.email });
      expect(typeof claims.session_id).toBe('string');

      const profile = await user.client.from('profiles').select('*').eq('user_id', user.id);
      expect(profile.error).toBeNull();
      expect(profile.data).toEqual([expect.objectContaining({ user_id: user.id, username: 'signup' })]);
    });

    it('refuses a second sign-up with the same e-mail (422 user_already_exists)', async () => {
      const user = await signUpUser(target(), 'twice');
      const { data, error } = await client(target()).auth.signUp({ email: user.email, password: 'another-pass-1' });
      expect(data.session).toBeNull();
      expect(error?.status).toBe(422);
      expect(error?.code).toBe('user_already_exists');
    });

    it('refuses a password shorter than 6 characters (422 weak_password)', async () => {
      const { error } = await client(target()).auth.signUp({ email: uniqueEmail('weak'), password: '12345' });
      expect(error?.status).toBe(422);
      expect(error?.code).toBe('weak_password');
    });

    it('signs in with the right password and reads the user', async () => {
      const user = await signUpUser(target(), 'signin');
      const supabase = client(target());
      const { data, error } = await supabase.auth.signInWithPassword({ email: user.email, password: PASSWORD });
      expect(error).toBeNull();
      expect(data.user?.id).toBe(user.id);
      expect(data.session?.refresh_token).toBeTruthy();
      const me = await supabase.auth.getUser();
      expect(me.error).toBeNull();
      expect(me.data.user?.email).toBe(user.email);
    });

    it('answers a wrong password or unknown e-mail with 400 invalid_credentials', async () => {
      const user = await signUpUser(target(), 'wrongpw');
      for (const credentials of [
        { email: user.email, password: 'not-the-password' },
        { email: uniqueEmail('nobody'), password: PASSWORD },
      ]) {
        const { data, error } = await client(target()).auth.signInWithPassword(credentials);
        expect(data.session).toBeNull();
        expect(error?.status).toBe(400);
        expect(error?.code).toBe('invalid_credentials');
        expect(error?.message).toBe('Invalid login credentials');
      }
    });

    it('refreshes with a rotated refresh token; a replay within the reuse interval gets the same session', async () => {
      const user = await signUpUser(target(), 'refresh');
      const refreshed = await user.client.auth.refreshSession();
      expect(refreshed.error).toBeNull();
      const rotated = refreshed.data.session!;
      expect(rotated.refresh_token).not.toBe(user.refreshToken);
      expect(claimsOf(rotated.access_token).session_id).toBe(claimsOf(user.accessToken).session_id);

      // A second tab refreshing the same token at once (GoTrue's 10 s reuse interval): not a leak, same session.
      const replay = await client(target()).auth.refreshSession({ refresh_token: user.refreshToken });
      expect(replay.error).toBeNull();
      expect(claimsOf(replay.data.session!.access_token).session_id).toBe(claimsOf(user.accessToken).session_id);
      const next = await client(target()).auth.refreshSession({ refresh_token: replay.data.session!.refresh_token });
      expect(next.error).toBeNull();
    });

    it('refuses an unknown refresh token', async () => {
      const { data, error } = await client(target()).auth.refreshSession({ refresh_token: 'no-such-token' });
      expect(data.session).toBeNull();
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('refresh_token_not_found');
    });

    it('signs out: the session is gone and its refresh token no longer works', async () => {
      const user = await signUpUser(target(), 'signout');
      const { error } = await user.client.auth.signOut();
      expect(error).toBeNull();
      expect((await user.client.auth.getSession()).data.session).toBeNull();

      const refresh = await client(target()).auth.refreshSession({ refresh_token: user.refreshToken });
      expect(refresh.data.session).toBeNull();
      expect(refresh.error?.status).toBe(400);
      const stale = await client(target()).auth.getUser(user.accessToken);
      expect(stale.data.user).toBeNull();
      expect(stale.error).not.toBeNull();
    });

    it('merges updateUser data into user_metadata', async () => {
      const user = await signUpUser(target(), 'metadata');
      const requestedAt = new Date().toISOString();
      const { data, error } = await user.client.auth.updateUser({
        data: { marked_for_deletion: true, deletion_requested_at: requestedAt },
      });
      expect(error).toBeNull();
      expect(data.user?.user_metadata).toMatchObject({
        username: 'metadata',
        role: 'cabinBoy',
        marked_for_deletion: true,
        deletion_requested_at: requestedAt,
      });
      const reread = await user.client.auth.getUser();
      expect(reread.data.user?.user_metadata.marked_for_deletion).toBe(true);
    });

    it('changes the password; refuses the same one and a weak one', async () => {
      const user = await signUpUser(target(), 'password');
      const same = await user.client.auth.updateUser({ password: PASSWORD });
      expect(same.error?.status).toBe(422);
      expect(same.error?.code).toBe('same_password');
      const weak = await user.client.auth.updateUser({ password: 'abc' });
      expect(weak.error?.status).toBe(422);
      expect(weak.error?.code).toBe('weak_password');

      const changed = await user.client.auth.updateUser({ password: 'brand-new-pass-9' });
      expect(changed.error).toBeNull();
      const oldLogin = await client(target()).auth.signInWithPassword({ email: user.email, password: PASSWORD });
      expect(oldLogin.error?.code).toBe('invalid_credentials');
      const newLogin = await client(target()).auth.signInWithPassword({ email: user.email, password: 'brand-new-pass-9' });
      expect(newLogin.error).toBeNull();
    });

    it('emits the auth events the site listens to', async () => {
      const email = uniqueEmail('events');
      const supabase = client(target());
      const events: string[] = [];
      const { data: listener } = supabase.auth.onAuthStateChange((event) => {
        events.push(event);
      });
      try {
        expect((await supabase.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
        expect((await supabase.auth.refreshSession()).error).toBeNull();
        expect((await supabase.auth.updateUser({ data: { username: 'events' } })).error).toBeNull();
        expect((await supabase.auth.signOut()).error).toBeNull();
        await expect.poll(() => events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'SIGNED_OUT']);
      } finally {
        listener.subscription.unsubscribe();
      }
    });

    it('refuses admin deleteUser with the anon key (403 not_admin) and allows it with the service key', async () => {
      const user = await signUpUser(target(), 'admindelete');
      const refused = await user.client.auth.admin.deleteUser(user.id);
      expect(refused.error?.status).toBe(403);
      expect(refused.error?.code).toBe('not_admin');
      expect(refused.error?.message).toBe('User not allowed');
      const stillThere = await client(target()).auth.signInWithPassword({ email: user.email, password: PASSWORD });
      expect(stillThere.error).toBeNull();

      const admin = client(target(), target().serviceKey);
      const deleted = await admin.auth.admin.deleteUser(user.id);
      expect(deleted.error).toBeNull();
      const gone = await client(target()).auth.signInWithPassword({ email: user.email, password: PASSWORD });
      expect(gone.error?.code).toBe('invalid_credentials');
    });
  });
}
