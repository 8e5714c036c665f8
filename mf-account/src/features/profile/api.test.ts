import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@portfolio/auth';
import { fakeSupabase, installFakeSupabase, resetSupabase } from '@portfolio/auth/testing';
import { loadMySubmissions } from './api';

describe('profile api', () => {
  afterEach(resetSupabase);

  it("lists each table's own rows, newest first", async () => {
    const fake = installFakeSupabase(fakeSupabase({ 'select:contacts': { data: [{ id: 'c1' }], error: null } }))!;
    expect(await loadMySubmissions('u1')).toEqual({ contacts: [{ id: 'c1' }], quotes: [], serviceRequests: [] });
    expect(fake.requests.map((r) => r.table)).toEqual(['contacts', 'custom_quotes', 'service_requests']);
    expect(fake.requests[0]!.steps).toEqual([
      ['select', '*'],
      ['eq', 'user_id', 'u1'],
      ['order', 'date_submitted', { ascending: false }],
    ]);
  });

  it('throws the backend message, or "Supabase not connected" without a client', async () => {
    installFakeSupabase(fakeSupabase({ select: { data: null, error: { message: 'JWT expired' } } }));
    await expect(loadMySubmissions('u1')).rejects.toThrow('JWT expired');
    installFakeSupabase(null);
    await expect(loadMySubmissions('u1')).rejects.toThrow(AUTH_MESSAGES.notConnected);
  });
});
