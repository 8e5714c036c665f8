import { afterEach, describe, expect, it } from 'vitest';
import { fakeSupabase, installFakeSupabase, resetSupabase } from '@portfolio/auth/testing';
import { loadInbox, loadSubscribers } from './api';

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

describe('inbox api: the leads', () => {
  afterEach(resetSupabase);

  it('reads every lead of each kind, newest first, a page of 1000 at a time, until a page comes back short', async () => {
    const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: `c${from + i}` }));
    // Each read of the contacts answers the next page: a full one, then a short one.
    const contactPages = [page(0, 1000), page(1000, 3)];
    const answers = {};
    Object.defineProperty(answers, 'select:contacts', { get: () => ({ data: contactPages.shift(), error: null }) });
    const fake = installFakeSupabase(fakeSupabase(answers))!;

    const { quotes, serviceRequests, contacts } = await loadInbox();
    expect(contacts).toHaveLength(1003);
    expect(new Set(contacts.map((c) => c.id)).size).toBe(1003);
    expect(quotes).toEqual([]);
    expect(serviceRequests).toEqual([]);
    const reads = fake.requests.filter((r) => r.table === 'contacts');
    expect(reads.map((r) => r.steps)).toEqual(
      [0, 1000].map((from) => [
        ['select', '*'],
        ['order', 'date_submitted', { ascending: false }],
        ['order', 'id', { ascending: true }],
        ['range', from, from + 999],
      ]),
    );
    expect(
      fake.requests
        .filter((r) => r.table !== 'contacts')
        .map((r) => r.table)
        .sort(),
    ).toEqual(['custom_quotes', 'service_requests']);
  });

  it('throws the backend message', async () => {
    installFakeSupabase(fakeSupabase({ 'select:contacts': { data: null, error: { message: 'permission denied' } } }));
    await expect(loadInbox()).rejects.toThrow('permission denied');
  });
});
