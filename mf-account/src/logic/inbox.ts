import { SUBMISSION_STATUSES, type ContactRow, type QuoteRow, type ServiceRequestRow, type SubmissionKind } from '@portfolio/auth';
import type { Submission } from './submissionFields';

/** Every kind's rows, as the inbox loads them. */
export interface InboxRows {
  quotes: QuoteRow[];
  serviceRequests: ServiceRequestRow[];
  contacts: ContactRow[];
}

export type KindFilter = SubmissionKind | 'all';

export interface InboxFilter {
  kind: KindFilter;
  /** '' means any status. */
  status: string;
  search: string;
}

export const ALL_STATUSES: readonly string[] = [...new Set(Object.values(SUBMISSION_STATUSES).flat())];

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? -Infinity : t;
};

/** Every submission of the three kinds, newest first. */
export function inboxItems(quotes: QuoteRow[], serviceRequests: ServiceRequestRow[], contacts: ContactRow[]): Submission[] {
  const items: Submission[] = [
    ...quotes.map((row) => ({ kind: 'quote' as const, row })),
    ...serviceRequests.map((row) => ({ kind: 'serviceRequest' as const, row })),
    ...contacts.map((row) => ({ kind: 'contact' as const, row })),
  ];
  return items.sort((a, b) => time(b.row.date_submitted) - time(a.row.date_submitted));
}

/** The submission's text fields, lower-cased, for search. */
function haystack(item: Submission): string {
  return Object.entries(item.row)
    .filter(([column, value]) => column !== 'id' && column !== 'user_id' && typeof value === 'string')
    .map(([, value]) => value as string)
    .join('\n')
    .toLowerCase();
}

/** Kind and status must match exactly; every word of the search must appear in some field. */
export function filterInbox(items: Submission[], filter: InboxFilter): Submission[] {
  const words = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (filter.kind !== 'all' && item.kind !== filter.kind) return false;
    if (filter.status && item.row.status !== filter.status) return false;
    if (words.length === 0) return true;
    const text = haystack(item);
    return words.every((w) => text.includes(w));
  });
}

/** A submission is unread while it keeps the status it arrived with (Pending or New). */
export function isUnread(item: Submission): boolean {
  return item.row.status === SUBMISSION_STATUSES[item.kind][0];
}

export function unreadCounts(items: Submission[]): Record<SubmissionKind, number> & { all: number } {
  const counts = { quote: 0, serviceRequest: 0, contact: 0, all: 0 };
  for (const item of items) {
    if (!isUnread(item)) continue;
    counts[item.kind] += 1;
    counts.all += 1;
  }
  return counts;
}

/** The list with one row's status replaced (after the database accepted it). */
export function withStatus(items: Submission[], kind: SubmissionKind, id: string, status: string): Submission[] {
  return items.map((item) => (item.kind === kind && item.row.id === id ? ({ ...item, row: { ...item.row, status } } as Submission) : item));
}

/** The statuses offered by the status filter: those of the chosen kind, or all of them. */
export function statusChoices(kind: KindFilter): readonly string[] {
  return kind === 'all' ? ALL_STATUSES : SUBMISSION_STATUSES[kind];
}

/** How many more rows the list's "Show more" draws: a page, or what is left when that is less. */
export const moreToDraw = (drawn: number, matching: number, pageSize: number): number => Math.max(0, Math.min(pageSize, matching - drawn));
