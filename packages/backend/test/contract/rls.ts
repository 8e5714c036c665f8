import { beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_TABLES, contactRow, rowFor } from '../support/rows';
import { client, signUpUser, type TestUser, type TargetRef } from '../support/target';

/** Row-level security as Postgres enforces it behind the REST API. */
export function rlsContract(target: TargetRef): void {
  describe('row-level security', () => {
    let alice: TestUser;
    let bob: TestUser;

    beforeAll(async () => {
      [alice, bob] = await Promise.all([signUpUser(target(), 'alice'), signUpUser(target(), 'bob')]);
      const anon = client(target());
      for (const table of SUBMISSION_TABLES) {
        for (const [supabase, userId, marker] of [
          [anon, null, 'anon'],
          [alice.client, alice.id, 'alice'],
          [alice.client, alice.id, 'alice-2'],
          [bob.client, bob.id, 'bob'],
        ] as const) {
          const { error, status, data } = await supabase.from(table).insert(rowFor(table, userId, { name: marker }));
          expect(error, `${marker} inserting into ${table}`).toBeNull();
          expect(status).toBe(201);
          expect(data).toBeNull();
        }
      }
    });

    it.each(SUBMISSION_TABLES)('%s: each user reads exactly their own rows, newest first', async (table) => {
      for (const [user, names] of [
        [alice, ['alice-2', 'alice']],
        [bob, ['bob']],
      ] as const) {
        const mine = await user.client.from(table).select('*').eq('user_id', user.id).order('date_submitted', { ascending: false });
        expect(mine.error).toBeNull();
        expect(mine.data!.map((r) => r.name)).toEqual(names);
        expect(mine.data![0]).toEqual(expect.objectContaining({ id: expect.any(String), status: expect.any(String) }));
        expect(typeof mine.data![0].date_submitted).toBe('string');

        // Without a filter the policy still hides everybody else's rows.
        const all = await user.client.from(table).select('name, user_id');
        expect(all.data!.every((r) => r.user_id === user.id)).toBe(true);
        expect(all.data).toHaveLength(names.length);
      }
    });

    it.each(SUBMISSION_TABLES)('%s: a visitor reads none', async (table) => {
      const { data, error, status } = await client(target()).from(table).select('*');
      expect(data ?? []).toEqual([]);
      expect(error?.code).toBe('42501');
      expect(status).toBe(401);
    });

    it.each(SUBMISSION_TABLES)("%s: nobody can submit under someone else's id (42501)", async (table) => {
      const forged = await alice.client.from(table).insert(rowFor(table, bob.id));
      expect(forged.error?.code).toBe('42501');
      expect(forged.status).toBe(403);
      const asVisitor = await client(target()).from(table).insert(rowFor(table, alice.id));
      expect(asVisitor.error?.code).toBe('42501');
      expect(asVisitor.status).toBe(401);
      const bobsRows = await bob.client.from(table).select('id').eq('user_id', bob.id);
      expect(bobsRows.data).toHaveLength(1);
    });

    it('a client cannot set server-side columns such as status', async () => {
      const { error } = await alice.client.from('contacts').insert({ ...contactRow(alice.id), status: 'Read' });
      expect(error?.code).toBe('42501');
    });

    it('everyone reads the six stats and three testimonials in created_at order', async () => {
      for (const supabase of [client(target()), alice.client]) {
        const stats = await supabase.from('dashboard_stats').select('*').order('created_at', { ascending: true });
        expect(stats.error).toBeNull();
        expect(stats.data!.map((s) => [s.title, s.value, s.icon])).toEqual([
          ['Projects Finished', '35', 'Layers'],
          ['Repeat Hire Rate', '50%', 'ArrowUpRight'],
          ['Hours Worked', '6K+', 'Clock'],
          ['Happy Clients', '24', 'Smile'],
          ['Active Clients', '3', 'Zap'],
          ['Caffeine Counter', '100K+', 'Heart'],
        ]);
        expect(stats.data!.every((s) => /^#[0-9A-F]{6}$/i.test(s.color))).toBe(true);

        const testimonials = await supabase.from('testimonials').select('*').order('created_at', { ascending: true });
        expect(testimonials.error).toBeNull();
        expect(testimonials.data).toHaveLength(3);
        for (const t of testimonials.data!) {
          expect(t).toEqual(expect.objectContaining({ name: expect.any(String), from: expect.any(String), content: expect.any(String) }));
          expect(['4', '5']).toContain(t.stars);
        }
      }
    });

    it('visitors and users cannot change stats or testimonials', async () => {
      const insert = await alice.client.from('dashboard_stats').insert({ title: 'Hacked', value: '1', color: '#000000' });
      expect(insert.error?.code).toBe('42501');
      const remove = await client(target()).from('testimonials').delete().eq('stars', '5');
      expect(remove.error?.code).toBe('42501');
    });

    it('a user reads and deletes only their own profile row', async () => {
      const [carol, dave] = await Promise.all([signUpUser(target(), 'carol'), signUpUser(target(), 'dave')]);
      const seen = await carol.client.from('profiles').select('user_id, username');
      expect(seen.data).toEqual([{ user_id: carol.id, username: 'carol' }]);

      const attempt = await carol.client.from('profiles').delete().eq('user_id', dave.id);
      expect(attempt.error).toBeNull();
      const davesProfile = await dave.client.from('profiles').select('user_id').eq('user_id', dave.id);
      expect(davesProfile.data).toHaveLength(1);

      const own = await carol.client.from('profiles').delete().eq('user_id', carol.id);
      expect(own.error).toBeNull();
      expect(own.status).toBe(204);
      const after = await carol.client.from('profiles').select('user_id').eq('user_id', carol.id);
      expect(after.data).toEqual([]);
    });
  });
}
