import { describe, expect, it } from 'vitest';
import type { ContactRow, QuoteRow, ServiceRequestRow } from '@portfolio/auth';
import { EMPTY_LEAD_SOURCE } from '@portfolio/lead-source';
import { filterInbox, inboxItems, moreToDraw, statusChoices, unreadCounts, withStatus } from './inbox';

const base = { user_id: null, company: null, message: null, ...EMPTY_LEAD_SOURCE };
const quote = (id: string, date: string, status = 'Pending', extra: Partial<QuoteRow> = {}): QuoteRow => ({
  ...base,
  id,
  name: 'Ada',
  email: 'ada@example.com',
  status,
  date_submitted: date,
  service: 'Chatbots',
  scope: 'Research',
  technology: 'Python',
  timeline: 'short',
  budget: 'medium',
  ...extra,
});
const request = (id: string, date: string, status = 'Pending'): ServiceRequestRow => ({
  ...base,
  id,
  name: 'Bo',
  email: 'bo@example.com',
  status,
  date_submitted: date,
  service: 'AI/ML API Development',
});
const contact = (id: string, date: string, status = 'New', message = 'Hello'): ContactRow => ({
  ...EMPTY_LEAD_SOURCE,
  id,
  user_id: null,
  name: 'Cy',
  email: 'cy@example.com',
  status,
  date_submitted: date,
  message,
  contact_type: 'chat',
  industry: null,
  product_type: null,
  app_type: null,
  budget: null,
  timeline: null,
});

const items = inboxItems(
  [quote('q1', '2026-01-01T10:00:00Z'), quote('q2', '2026-01-04T10:00:00Z', 'Completed', { company: 'Acme Shipping' })],
  [request('s1', '2026-01-02T10:00:00Z', 'In Progress')],
  [contact('c1', '2026-01-03T10:00:00Z'), contact('c2', '2026-01-05T10:00:00Z', 'Read', 'Need a voice bot')],
);

describe('inbox', () => {
  it('lists all three kinds newest first', () => {
    expect(items.map((i) => i.row.id)).toEqual(['c2', 'q2', 'c1', 's1', 'q1']);
  });

  it('filters by kind and by status', () => {
    const all = { kind: 'all' as const, status: '', search: '' };
    expect(filterInbox(items, { ...all, kind: 'quote' }).map((i) => i.row.id)).toEqual(['q2', 'q1']);
    expect(filterInbox(items, { ...all, status: 'Pending' }).map((i) => i.row.id)).toEqual(['q1']);
    expect(filterInbox(items, { ...all, kind: 'contact', status: 'Read' }).map((i) => i.row.id)).toEqual(['c2']);
  });

  it('searches every text field, case-insensitively, all words', () => {
    const all = { kind: 'all' as const, status: '' };
    expect(filterInbox(items, { ...all, search: 'ACME' }).map((i) => i.row.id)).toEqual(['q2']);
    expect(filterInbox(items, { ...all, search: 'voice bot' }).map((i) => i.row.id)).toEqual(['c2']);
    expect(filterInbox(items, { ...all, search: 'bo@example.com' }).map((i) => i.row.id)).toEqual(['s1']);
    expect(filterInbox(items, { ...all, search: 'voice acme' })).toEqual([]);
    expect(filterInbox(items, { ...all, search: '   ' })).toHaveLength(5);
  });

  it('counts as unread what still has its first status (Pending, New)', () => {
    expect(unreadCounts(items)).toEqual({ quote: 1, serviceRequest: 0, contact: 1, all: 2 });
  });

  it('replaces one row’s status without touching the others', () => {
    const next = withStatus(items, 'contact', 'c1', 'Read');
    expect(next.find((i) => i.row.id === 'c1')!.row.status).toBe('Read');
    expect(unreadCounts(next).contact).toBe(0);
    expect(items.find((i) => i.row.id === 'c1')!.row.status).toBe('New');
  });

  it('offers the statuses of the chosen kind', () => {
    expect(statusChoices('contact')).toEqual(['New', 'Read', 'Archived']);
    expect(statusChoices('quote')).toEqual(['Pending', 'In Progress', 'Completed', 'Declined']);
    expect(statusChoices('all')).toEqual(['Pending', 'In Progress', 'Completed', 'Declined', 'New', 'Read', 'Archived']);
  });

  it('draws a page more, or what is left when that is less, and nothing past the end', () => {
    expect(moreToDraw(50, 160, 50)).toBe(50);
    expect(moreToDraw(150, 160, 50)).toBe(10);
    expect(moreToDraw(50, 50, 50)).toBe(0);
    expect(moreToDraw(50, 3, 50)).toBe(0);
  });
});
