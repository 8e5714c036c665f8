import { ERROR_MESSAGES } from '@portfolio/ui';
import { describe, expect, it, vi } from 'vitest';
import { fakeSupabase } from '@portfolio/auth/testing';
import { findService } from './services';
import { EMPTY_LEAD_SOURCE, type LeadSource } from '@portfolio/lead-source';
import { submitServiceRequest } from './submitServiceRequest';
import { SERVICE_MESSAGES } from './constants';

const form = { name: 'Ada', email: 'ada@example.com', company: '', message: 'Hi' };
const service = findService('chatbots');

const fakeClient = (result: { error: { message: string; code?: string } | null } | Error) => fakeSupabase({ insert: result });

describe('submitServiceRequest', () => {
  it('fails first with the connection message when there is no backend client', async () => {
    const userId = vi.fn(async () => null);
    expect(await submitServiceRequest({ client: null, userId }, service, form, EMPTY_LEAD_SOURCE)).toEqual({
      ok: false,
      error: SERVICE_MESSAGES.noDatabase,
    });
    expect(userId).not.toHaveBeenCalled();
  });

  it('inserts the row into service_requests with the user id and where the lead came from', async () => {
    const source: LeadSource = { ...EMPTY_LEAD_SOURCE, landing_page: '/', opened_on_page: '/services', referrer_host: 'news.example.org' };
    const { client, requests } = fakeClient({ error: null });
    const result = await submitServiceRequest({ client, userId: async () => 'u-1' }, service, form, source);
    expect(result).toEqual({ ok: true });
    expect(requests.map((r) => [r.op, r.table])).toEqual([['insert', 'service_requests']]);
    expect(requests[0]!.payload).toEqual({
      user_id: 'u-1',
      service: 'Chatbots & Conversational AI',
      name: 'Ada',
      email: 'ada@example.com',
      company: null,
      message: 'Hi',
      ...source,
    });
  });

  it("passes the backend's message on", async () => {
    const { client } = fakeClient({ error: { message: 'new row violates row-level security policy', code: '42501' } });
    expect(await submitServiceRequest({ client, userId: async () => null }, service, form, EMPTY_LEAD_SOURCE)).toEqual({
      ok: false,
      error: ERROR_MESSAGES.permission,
    });
  });

  it('falls back to the generic failure when the backend gives no message', async () => {
    const { client } = fakeClient({ error: { message: '' } });
    expect(await submitServiceRequest({ client, userId: async () => null }, service, form, EMPTY_LEAD_SOURCE)).toEqual({
      ok: false,
      error: SERVICE_MESSAGES.submitFailed,
    });
  });

  it('turns a thrown error into its message, or the generic failure', async () => {
    const thrown = fakeClient(new Error('Failed to fetch'));
    expect(await submitServiceRequest({ client: thrown.client, userId: async () => null }, service, form, EMPTY_LEAD_SOURCE)).toEqual({
      ok: false,
      error: 'Failed to fetch',
    });
    const silent = fakeClient(new Error(''));
    expect(await submitServiceRequest({ client: silent.client, userId: async () => null }, service, form, EMPTY_LEAD_SOURCE)).toEqual({
      ok: false,
      error: SERVICE_MESSAGES.submitFailed,
    });
  });
});
