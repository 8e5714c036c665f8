import { afterEach, describe, expect, it } from 'vitest';
import { fakeSupabase, installFakeSupabase, resetSupabase } from '@portfolio/auth/testing';
import { loadSubscribers } from './api';

describe('inbox api: the newsletter list', () => {
  afterEach(resetSupabase);

  it('reads the live rows, oldest first, a page at a time, and stops at a page that is not full', async () => {
    const rows = [{ email: 'ada@example.com', status: 'confirmed', created_at: '2026-11-01T00:00:00Z', confirmed_at: '2026-11-01T00:05:00Z' }];
    const fake = installFakeSupabase(fakeSupabase({ 'select:newsletter_subscribers': { data: rows, error: null } }))!;
    expect(await loadSubscribers()).toEqual(rows);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.steps).toEqual([
      ['select', 'email, status, created_at, confirmed_at'],
      ['in', 'status', ['pending', 'confirmed']],
      ['order', 'created_at', { ascending: true }],
      ['order', 'id', { ascending: true }],
      ['range', 0, 999],
    ]);
  });

  it('throws the backend message', async () => {
    installFakeSupabase(fakeSupabase({ 'select:newsletter_subscribers': { data: null, error: { message: 'permission denied' } } }));
    await expect(loadSubscribers()).rejects.toThrow('permission denied');
  });
});
