import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEFAULT_STATS } from '../../logic/constants';
import { FALLBACK_TESTIMONIALS } from '../../logic/testimonials';
import { loadDashboardStats, loadTestimonials } from './homeData';

/** The site client appears only once initAuth has loaded the runtime config, as in the browser. */
const site = vi.hoisted(() => {
  const state: { client: unknown; configured: unknown } = { client: null, configured: null };
  return state;
});
vi.mock('@portfolio/auth', () => ({
  initAuth: async () => {
    site.client = site.configured;
  },
  getSupabase: () => site.client,
}));

type Answer = { data: unknown; error: { message: string } | null } | Error;

/** A stand-in for supabase-js that records the query and answers (or throws) as told. */
function fakeClient(answer: Answer) {
  const calls: Array<{ table: string; columns?: string; order?: [string, unknown] }> = [];
  const client = {
    from(table: string) {
      const call: (typeof calls)[number] = { table };
      calls.push(call);
      return {
        select(columns: string) {
          call.columns = columns;
          return {
            order(column: string, options: unknown) {
              call.order = [column, options];
              return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
            },
          };
        },
      };
    },
  } as unknown as Pick<SupabaseClient, 'from'>;
  return { client, calls };
}

afterEach(() => vi.restoreAllMocks());

describe('loadDashboardStats', () => {
  it('selects all of dashboard_stats ordered by created_at ascending and uses the rows', async () => {
    const { client, calls } = fakeClient({ data: [{ title: 'Models', value: '9', color: '#123456', icon: 'Zap' }], error: null });
    expect(await loadDashboardStats(client)).toEqual([{ title: 'Models', value: '9', color: '#123456', icon: 'Zap' }]);
    expect(calls).toEqual([{ table: 'dashboard_stats', columns: '*', order: ['created_at', { ascending: true }] }]);
  });
  it('keeps the defaults on an empty result', async () => {
    expect(await loadDashboardStats(fakeClient({ data: [], error: null }).client)).toEqual(DEFAULT_STATS);
  });
  it('keeps the defaults and only logs on an error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadDashboardStats(fakeClient({ data: null, error: { message: 'boom' } }).client)).toEqual(DEFAULT_STATS);
    expect(log).toHaveBeenCalledOnce();
  });
  it('keeps the defaults when the request throws or there is no backend client', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadDashboardStats(fakeClient(new TypeError('Failed to fetch')).client)).toEqual(DEFAULT_STATS);
    expect(log).toHaveBeenCalledOnce();
    expect(await loadDashboardStats(null)).toEqual(DEFAULT_STATS);
  });
});

describe('without a client given', () => {
  it('waits for the runtime config, then queries the site client', async () => {
    const { client, calls } = fakeClient({ data: [{ title: 'Late', value: '1', color: '#000000', icon: 'Heart' }], error: null });
    site.client = null;
    site.configured = client;
    expect((await loadDashboardStats()).map((s) => s.title)).toEqual(['Late']);
    expect(calls.map((c) => c.table)).toEqual(['dashboard_stats']);
  });
});

describe('loadTestimonials', () => {
  it('selects all of testimonials ordered by created_at ascending and uses the rows', async () => {
    const row = { name: 'Ann', from: 'A shop', stars: '4', content: 'Good work.', image: null, project_title: null };
    const { client, calls } = fakeClient({ data: [row], error: null });
    expect((await loadTestimonials(client)).map((t) => t.name)).toEqual(['Ann']);
    expect(calls[0]).toEqual({ table: 'testimonials', columns: '*', order: ['created_at', { ascending: true }] });
  });
  it('keeps the fallbacks on an error or an empty result', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadTestimonials(fakeClient({ data: null, error: { message: 'down' } }).client)).toEqual(FALLBACK_TESTIMONIALS);
    expect(await loadTestimonials(fakeClient({ data: [], error: null }).client)).toEqual(FALLBACK_TESTIMONIALS);
  });
});
