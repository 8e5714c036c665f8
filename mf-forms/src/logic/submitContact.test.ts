import { describe, expect, it, vi } from 'vitest';
import { INITIAL_CONTACT_FORM } from './contactForm';
import { submitContact } from './submitContact';

const form = { ...INITIAL_CONTACT_FORM, contactType: 'chat' as const, name: 'Ada', email: 'ada@example.com', message: 'Hi' };

describe('submitContact', () => {
  it('fails without a backend client and sends nothing', async () => {
    const userId = vi.fn(async () => null);
    expect(await submitContact({ client: null, userId }, form)).toEqual({ ok: false, error: 'Supabase not connected' });
    expect(userId).not.toHaveBeenCalled();
  });

  it('inserts the built row into contacts', async () => {
    const insert = vi.fn(async () => ({ error: null }));
    const from = vi.fn(() => ({ insert }));
    expect(await submitContact({ client: { from }, userId: async () => 'u-2' }, form)).toEqual({ ok: true });
    expect(from).toHaveBeenCalledWith('contacts');
    expect(insert).toHaveBeenCalledWith({
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
    });
  });

  it('returns the backend error for the log', async () => {
    const client = { from: () => ({ insert: async () => ({ error: { message: 'violates check constraint' } }) }) };
    expect(await submitContact({ client, userId: async () => null }, form)).toEqual({ ok: false, error: 'violates check constraint' });
  });

  it('shows the clear rate-limit message when the database refuses a flood (PT429)', async () => {
    const message = 'Too many submissions from this e-mail address. Please try again in a few minutes.';
    const client = { from: () => ({ insert: async () => ({ error: { code: 'PT429', message } }) }) };
    expect(await submitContact({ client, userId: async () => null }, form)).toEqual({ ok: false, error: message, shown: message });
  });

  it('returns a thrown error for the log', async () => {
    const client = {
      from: () => ({
        insert: async (): Promise<{ error: null }> => {
          throw new TypeError('Failed to fetch');
        },
      }),
    };
    expect(await submitContact({ client, userId: async () => null }, form)).toEqual({ ok: false, error: 'Failed to fetch' });
  });
});
