import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from './testing/fakeClient';
import { AUTH_MESSAGES } from './messages';

const holder: { client: unknown } = { client: null };

vi.mock('./client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./client')>()),
  getSupabase: () => holder.client,
}));

const { currentUserId, listMyContacts, listMyQuotes, listMyServiceRequests } = await import('./submissions');

describe('submissions', () => {
  let fake: ReturnType<typeof fakeClient>;
  beforeEach(() => {
    fake = fakeClient({ order: { data: [{ id: 'r1' }], error: null } });
    holder.client = fake.client;
  });

  it('list each table filtered by the user id, newest first', async () => {
    expect(await listMyContacts('u1')).toEqual([{ id: 'r1' }]);
    await listMyQuotes('u1');
    await listMyServiceRequests('u1');
    expect(fake.calls.filter((c) => c.startsWith('from:'))).toEqual(['from:contacts', 'from:custom_quotes', 'from:service_requests']);
    expect(fake.query.select).toHaveBeenCalledWith('*');
    expect(fake.query.eq).toHaveBeenCalledWith('user_id', 'u1');
    expect(fake.query.order).toHaveBeenCalledWith('date_submitted', { ascending: false });
  });

  it('throw the backend message, or "Supabase not connected" without a client', async () => {
    holder.client = fakeClient({ order: { data: null, error: { message: 'JWT expired' } } }).client;
    await expect(listMyQuotes('u1')).rejects.toThrow('JWT expired');
    holder.client = null;
    await expect(listMyQuotes('u1')).rejects.toThrow(AUTH_MESSAGES.notConnected);
  });

  it('read the current user id from the session', async () => {
    expect(await currentUserId()).toBe('u1');
    holder.client = null;
    expect(await currentUserId()).toBeNull();
  });
});
