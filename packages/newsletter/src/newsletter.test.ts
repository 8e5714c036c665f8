import { describe, expect, it } from 'vitest';
import { fakeSupabase } from '@portfolio/auth/testing';
import { NEWSLETTER_MESSAGES } from './constants';
import { followLink, linkMessage, linkOf, submitSubscription, validateSubscription } from './newsletter';

describe('validateSubscription', () => {
  it('asks for an address, and takes only a plain box@host', () => {
    expect(validateSubscription('  ')).toBe(NEWSLETTER_MESSAGES.emailRequired);
    for (const bad of ['ada', 'Ada <ada@example.com>', 'a@example.com,b@example.com', 'ada@example', `${'a'.repeat(250)}@example.com`]) {
      expect(validateSubscription(bad)).toBe(NEWSLETTER_MESSAGES.emailInvalid);
    }
    expect(validateSubscription(' ada.lovelace+notes@example.com ')).toBeUndefined();
  });
});

describe('submitSubscription', () => {
  it('inserts the trimmed address alone into newsletter_subscribers', async () => {
    const fake = fakeSupabase();
    expect(await submitSubscription(fake.client, ' ada@example.com ')).toEqual({ ok: true });
    expect(fake.requests.map((r) => [r.op, r.table, r.payload])).toEqual([['insert', 'newsletter_subscribers', { email: 'ada@example.com' }]]);
  });

  it('shows the rate limit clearly, any other failure as the fixed failure text', async () => {
    const limited = 'Too many submissions from this e-mail address. Please try again in a few minutes.';
    const { client } = fakeSupabase({ insert: { error: { code: 'PT429', message: limited } } });
    expect(await submitSubscription(client, 'ada@example.com')).toEqual({ ok: false, error: limited, shown: limited });
    const broken = fakeSupabase({ insert: { error: { code: '23514', message: 'violates check constraint' } } });
    expect(await submitSubscription(broken.client, 'ada@example.com')).toEqual({
      ok: false,
      error: 'violates check constraint',
      shown: NEWSLETTER_MESSAGES.failure,
    });
    const offline = fakeSupabase({ insert: new Error('Failed to fetch') });
    expect(await submitSubscription(offline.client, 'ada@example.com')).toMatchObject({ ok: false, shown: NEWSLETTER_MESSAGES.failure });
    expect(await submitSubscription(null, 'ada@example.com')).toMatchObject({ ok: false, shown: NEWSLETTER_MESSAGES.failure });
  });
});

describe('linkOf', () => {
  it('reads which e-mailed link the page was opened from, with its token', () => {
    expect(linkOf('?confirm=abc')).toEqual({ action: 'confirm', token: 'abc' });
    expect(linkOf('?unsubscribe=def&utm_source=mail')).toEqual({ action: 'unsubscribe', token: 'def' });
    expect(linkOf('')).toBeNull();
    expect(linkOf('?token=abc')).toBeNull();
  });
});

describe('followLink', () => {
  it('calls the database function of the link with its token and returns its answer', async () => {
    const fake = fakeSupabase({ rpc: { data: 'confirmed', error: null } });
    expect(await followLink(fake.client, 'confirm', 'abc')).toBe('confirmed');
    expect(fake.mocks.rpc).toHaveBeenCalledWith('confirm_newsletter_subscription', { token: 'abc' });
    const leaving = fakeSupabase({ rpc: { data: 'unsubscribed', error: null } });
    expect(await followLink(leaving.client, 'unsubscribe', 'def')).toBe('unsubscribed');
    expect(leaving.mocks.rpc).toHaveBeenCalledWith('unsubscribe_newsletter', { token: 'def' });
  });

  it('an unknown token is invalid; no token asks nothing; a failure is failed', async () => {
    expect(await followLink(fakeSupabase({ rpc: { data: 'invalid', error: null } }).client, 'confirm', 'abc')).toBe('invalid');
    const idle = fakeSupabase();
    expect(await followLink(idle.client, 'confirm', '')).toBe('invalid');
    expect(idle.mocks.rpc).not.toHaveBeenCalled();
    expect(await followLink(fakeSupabase({ rpc: { error: { message: 'down' } } }).client, 'unsubscribe', 'abc')).toBe('failed');
    expect(await followLink(fakeSupabase({ rpc: new Error('Failed to fetch') }).client, 'unsubscribe', 'abc')).toBe('failed');
    expect(await followLink(null, 'confirm', 'abc')).toBe('failed');
  });
});

describe('linkMessage', () => {
  it('says what happens and what happened', () => {
    expect(linkMessage('confirm', null)).toBe(NEWSLETTER_MESSAGES.confirming);
    expect(linkMessage('unsubscribe', null)).toBe(NEWSLETTER_MESSAGES.unsubscribing);
    expect(linkMessage('confirm', 'confirmed')).toBe(NEWSLETTER_MESSAGES.confirmed);
    expect(linkMessage('unsubscribe', 'unsubscribed')).toBe(NEWSLETTER_MESSAGES.unsubscribed);
    expect(linkMessage('confirm', 'invalid')).toBe(NEWSLETTER_MESSAGES.invalidLink);
    expect(linkMessage('unsubscribe', 'failed')).toBe(NEWSLETTER_MESSAGES.linkFailed);
  });
});
