import { describe, expect, it } from 'vitest';
import { client, type TargetRef } from '../support/target';

/** PostgREST behaviour supabase-js relies on, beyond the happy paths. */
export function restContract(target: TargetRef): void {
  describe('rest', () => {
    it('answers an unknown table with 404 PGRST205', async () => {
      const { error, status } = await client(target()).from('no_such_table').select('*');
      expect(status).toBe(404);
      expect(error?.code).toBe('PGRST205');
    });

    it('answers a token with a bad signature with 401 PGRST301', async () => {
      const anonKey = target().anonKey;
      const forged = `${anonKey.slice(0, anonKey.lastIndexOf('.'))}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
      const res = await fetch(`${target().url}/rest/v1/dashboard_stats?select=*`, {
        headers: { apikey: anonKey, Authorization: `Bearer ${forged}` },
      });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { code: string }).code).toBe('PGRST301');
    });

    it('filters, orders, limits, counts and returns single objects', async () => {
      const anon = client(target());
      const top = await anon.from('dashboard_stats').select('title').order('created_at', { ascending: false }).limit(2);
      expect(top.data).toEqual([{ title: 'Caffeine Counter' }, { title: 'Active Clients' }]);

      const one = await anon.from('dashboard_stats').select('value').eq('title', 'Hours Worked').single();
      expect(one.data).toEqual({ value: '6K+' });
      const none = await anon.from('dashboard_stats').select('value').eq('title', 'Nope').single();
      expect(none.error?.code).toBe('PGRST116');

      const counted = await anon.from('dashboard_stats').select('*', { count: 'exact', head: true });
      expect(counted.count).toBe(6);
      const notIn = await anon.from('dashboard_stats').select('title').not('icon', 'in', '(Layers,Heart)');
      expect(notIn.data).toHaveLength(4);
      const nulls = await anon.from('testimonials').select('name').is('project_title', null);
      expect(nulls.data!.length).toBeGreaterThan(0);
    });

    it('answers an unknown column with 400 and a bad uuid with 22P02', async () => {
      const anon = client(target());
      const column = await anon.from('dashboard_stats').select('*').eq('no_such_column', 'x');
      expect(column.status).toBe(400);
      expect(column.error?.code).toBe('42703');
      const uuid = await anon.from('dashboard_stats').select('*').eq('id', 'not-a-uuid');
      expect(uuid.status).toBe(400);
      expect(uuid.error?.code).toBe('22P02');
    });

    it('answers an unknown function with 404 PGRST202', async () => {
      const { error, status } = await client(target()).rpc('no_such_function');
      expect(status).toBe(404);
      expect(error?.code).toBe('PGRST202');
    });
  });
}
