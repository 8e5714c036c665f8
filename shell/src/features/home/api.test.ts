import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase, installFakeSupabase, resetSupabase, type FakeAnswer } from '@portfolio/auth/testing';
import { DEFAULT_STATS } from '../../logic/constants';
import { FALLBACK_TESTIMONIALS } from '../../logic/testimonials';
import { loadDashboardStats, loadTestimonials } from './api';

/** Installs the shared fake client answering every select with `answer`. */
const answering = (answer: FakeAnswer) => installFakeSupabase(fakeSupabase({ select: answer }))!;

afterEach(() => {
  vi.restoreAllMocks();
  resetSupabase();
});

describe('loadDashboardStats', () => {
  it('selects all of dashboard_stats ordered by created_at ascending and uses the rows', async () => {
    const fake = answering({ data: [{ title: 'Models', value: '9', color: '#123456', icon: 'Zap' }], error: null });
    expect(await loadDashboardStats()).toEqual([{ title: 'Models', value: '9', color: '#123456', icon: 'Zap' }]);
    expect(fake.requests.map((r) => [r.table, r.steps])).toEqual([
      [
        'dashboard_stats',
        [
          ['select', '*'],
          ['order', 'created_at', { ascending: true }],
        ],
      ],
    ]);
  });
  it('keeps the defaults on an empty result', async () => {
    answering({ data: [], error: null });
    expect(await loadDashboardStats()).toEqual(DEFAULT_STATS);
  });
  it('keeps the defaults and only logs on an error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answering({ data: null, error: { message: 'boom' } });
    expect(await loadDashboardStats()).toEqual(DEFAULT_STATS);
    expect(log).toHaveBeenCalledOnce();
  });
  it('keeps the defaults when the request throws', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answering(new TypeError('Failed to fetch'));
    expect(await loadDashboardStats()).toEqual(DEFAULT_STATS);
    expect(log).toHaveBeenCalledOnce();
  });
  it('keeps the defaults when the backend is not configured (no runtime config, so no client)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    installFakeSupabase(null);
    expect(await loadDashboardStats()).toEqual(DEFAULT_STATS);
  });
});

describe('loadTestimonials', () => {
  it('selects all of testimonials ordered by created_at ascending and uses the rows', async () => {
    const row = { name: 'Ann', from: 'A shop', stars: '4', content: 'Good work.', image: null, project_title: null };
    const fake = answering({ data: [row], error: null });
    expect((await loadTestimonials()).map((t) => t.name)).toEqual(['Ann']);
    expect(fake.requests[0]).toMatchObject({
      table: 'testimonials',
      steps: [
        ['select', '*'],
        ['order', 'created_at', { ascending: true }],
      ],
    });
  });
  it('keeps the fallbacks on an error or an empty result', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answering({ data: null, error: { message: 'down' } });
    expect(await loadTestimonials()).toEqual(FALLBACK_TESTIMONIALS);
    answering({ data: [], error: null });
    expect(await loadTestimonials()).toEqual(FALLBACK_TESTIMONIALS);
  });
});
