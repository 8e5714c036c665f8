import { describe, expect, it } from 'vitest';
import { NEWSLETTER_CONFIRMATION_WINDOW_MS, NEWSLETTER_INBOX } from './constants';
import { subscriberCounts, subscribersCsv, type Subscriber } from './subscribers';

const NOW = new Date('2026-11-27T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const row = (email: string, status: string, extra: Partial<Subscriber> = {}): Subscriber => ({
  email,
  status,
  created_at: ago(60_000),
  confirmed_at: status === 'confirmed' ? ago(30_000) : null,
  ...extra,
});

describe('subscriberCounts', () => {
  it('counts confirmed addresses, and pending ones apart while their link still works', () => {
    const rows = [
      row('a@example.com', 'confirmed'),
      row('b@example.com', 'confirmed', { created_at: ago(10 * NEWSLETTER_CONFIRMATION_WINDOW_MS) }),
      row('c@example.com', 'pending'),
      row('d@example.com', 'pending', { created_at: ago(NEWSLETTER_CONFIRMATION_WINDOW_MS) }),
      row('e@example.com', 'unsubscribed'),
    ];
    expect(subscriberCounts(rows, NOW)).toEqual({ confirmed: 2, pending: 1 });
    expect(subscriberCounts([], NOW)).toEqual({ confirmed: 0, pending: 0 });
  });
});

describe('subscribersCsv', () => {
  it('lists the confirmed addresses only, oldest confirmation first, under the header', () => {
    const csv = subscribersCsv([
      row('late@example.com', 'confirmed', { confirmed_at: '2026-11-27T10:00:00Z' }),
      row('pending@example.com', 'pending'),
      row('gone@example.com', 'unsubscribed'),
      row('early@example.com', 'confirmed', { confirmed_at: '2026-11-01T10:00:00Z' }),
    ]);
    expect(csv).toBe(`${NEWSLETTER_INBOX.columns.join(',')}\r\nearly@example.com,2026-11-01T10:00:00Z\r\nlate@example.com,2026-11-27T10:00:00Z\r\n`);
  });

  it('writes an address a spreadsheet would run as a formula as text', () => {
    const csv = subscribersCsv([row('=1+2@example.com', 'confirmed', { confirmed_at: '2026-11-27T10:00:00Z' })]);
    expect(csv.split('\r\n')[1]).toBe("'=1+2@example.com,2026-11-27T10:00:00Z");
  });

  it('is the header alone when nobody has confirmed', () => {
    expect(subscribersCsv([row('p@example.com', 'pending')])).toBe(`${NEWSLETTER_INBOX.columns.join(',')}\r\n`);
  });
});
