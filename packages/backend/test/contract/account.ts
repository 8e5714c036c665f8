import { describe, expect, it } from 'vitest';
import { SUBMISSION_TABLES, rowFor } from '../support/rows';
import { PASSWORD, client, signUpUser, type TargetRef } from '../support/target';

/** Account deletion as the site does it: profile row, then rpc('delete_my_account'). */
export function accountContract(target: TargetRef): void {
  describe('account deletion', () => {
    it('removes the user and their profile, keeps their submissions with user_id null', async () => {
      const user = await signUpUser(target(), 'leaver');
      const ids: Record<string, string> = {};
      for (const table of SUBMISSION_TABLES) {
        const { data, error } = await user.client.from(table).insert(rowFor(table, user.id)).select('id').single();
        expect(error).toBeNull();
        ids[table] = (data as { id: string }).id;
      }

      const profile = await user.client.from('profiles').delete().eq('user_id', user.id);
      expect(profile.error).toBeNull();
      const rpc = await user.client.rpc('delete_my_account');
      expect(rpc.error).toBeNull();
      expect(rpc.status).toBe(204);

      const signIn = await client(target()).auth.signInWithPassword({ email: user.email, password: PASSWORD });
      expect(signIn.error?.code).toBe('invalid_credentials');

      const admin = client(target(), target().serviceKey);
      for (const table of SUBMISSION_TABLES) {
        const { data, error } = await admin.from(table).select('id, user_id').eq('id', ids[table]!);
        expect(error).toBeNull();
        expect(data).toEqual([{ id: ids[table], user_id: null }]);
      }
      const profiles = await admin.from('profiles').select('user_id').eq('user_id', user.id);
      expect(profiles.data).toEqual([]);
    });

    it('deletes only the caller: another user is untouched', async () => {
      const [leaver, stayer] = await Promise.all([signUpUser(target(), 'leaver2'), signUpUser(target(), 'stayer')]);
      expect((await leaver.client.rpc('delete_my_account')).error).toBeNull();
      const stillHere = await client(target()).auth.signInWithPassword({ email: stayer.email, password: PASSWORD });
      expect(stillHere.error).toBeNull();
    });

    it('is not callable by a visitor', async () => {
      const { error, status } = await client(target()).rpc('delete_my_account');
      expect(error?.code).toBe('42501');
      expect(status).toBe(401);
    });
  });
}
