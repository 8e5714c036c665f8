import { NEWSLETTER_CONFIRMATION_WINDOW_MS, NEWSLETTER_INBOX } from './constants';
import { toCsv } from './csv';

/** A row of the newsletter's list, as the owner reads it. */
export interface Subscriber {
  email: string;
  status: string;
  created_at: string;
  confirmed_at: string | null;
}

/**
 * Confirmed subscribers, and pending requests whose confirmation link still works (a lapsed one sends nothing and is
 * replaced by the next request for its mailbox). Unsubscribed addresses are in neither.
 */
export function subscriberCounts(rows: readonly Subscriber[], now: Date): { confirmed: number; pending: number } {
  const counts = { confirmed: 0, pending: 0 };
  for (const row of rows) {
    if (row.status === 'confirmed') counts.confirmed += 1;
    else if (row.status === 'pending' && now.getTime() - Date.parse(row.created_at) < NEWSLETTER_CONFIRMATION_WINDOW_MS) counts.pending += 1;
  }
  return counts;
}

/** The list as CSV: the confirmed subscribers only, oldest confirmation first, with the header row. */
export function subscribersCsv(rows: readonly Subscriber[]): string {
  const confirmed = rows
    .filter((row) => row.status === 'confirmed')
    .sort((a, b) => (a.confirmed_at ?? '').localeCompare(b.confirmed_at ?? '') || a.email.localeCompare(b.email));
  return toCsv([NEWSLETTER_INBOX.columns, ...confirmed.map((row) => [row.email, row.confirmed_at ?? ''])]);
}
