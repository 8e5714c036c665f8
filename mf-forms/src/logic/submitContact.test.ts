import { describe, expect, it, vi } from 'vitest';
import { INITIAL_CONTACT_FORM } from './contactForm';
import { fakeSupabase } from '@portfolio/auth/testing';
import { EMPTY_LEAD_SOURCE, type LeadSource } from '@portfolio/lead-source';
import { submitContact } from './submitContact';

const SOURCE: LeadSource = { ...EMPTY_LEAD_SOURCE, landing_page: '/portfolio/face-recognition', opened_on_page: '/contact', utm_source: 'newsletter' };
const form = { ...INITIAL_CONTACT_FORM, contactType: 'chat' as const, name: 'Ada', email: 'ada@example.com', message: 'Hi' };

describe('submitContact', () => {
  it('fails without a backend client and sends nothing', async () => {
    const userId = vi.fn(async () => null);
    expect(await submitContact({ client: null, userId }, form, EMPTY_LEAD_SOURCE)).toEqual({ ok: false, error: 'Supabase not connected' });
    expect(userId).not.toHaveBeenCalled();
  });

  it('inserts the built row into contacts', async () => {
    const fake = fakeSupabase();
    expect(await submitContact({ client: fake.client, userId: async () => 'u-2' }, form, SOURCE)).toEqual({ ok: true });
    expect(fake.requests.map((r) => [r.op, r.table])).toEqual([['insert', 'contacts']]);
    expect(fake.requests[0]!.payload).toEqual({
      user_id: 'u-2',
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hi',
      contact_type: 'chat',
      industry: null,
      product_type: null,
      app_type: null,
      budget: null,
      timeline: null,
      ...SOURCE,
    });
  });

  it('returns the backend error for the log', async () => {
    const { client } = fakeSupabase({ insert: { error: { message: 'violates check constraint' } } });
    expect(await submitContact({ client, userId: async () => null }, form, EMPTY_LEAD_SOURCE)).toEqual({ ok: false, error: 'violates check constraint' });
  });

  it('shows the clear rate-limit message when the database refuses a flood (PT429)', async () => {
    const message = 'Too many submissions from this e-mail address. Please try again in a few minutes.';
    const { client } = fakeSupabase({ insert: { error: { code: 'PT429', message } } });
    expect(await submitContact({ client, userId: async () => null }, form, EMPTY_LEAD_SOURCE)).toEqual({ ok: false, error: message, shown: message });
  });

  it('returns a thrown error for the log', async () => {
    const { client } = fakeSupabase({ insert: new TypeError('Failed to fetch') });
    expect(await submitContact({ client, userId: async () => null }, form, EMPTY_LEAD_SOURCE)).toEqual({ ok: false, error: 'Failed to fetch' });
  });
});
