import type { QuoteRow, ServiceRequestRow } from '@portfolio/auth';

export type RequestItem = { kind: 'quote'; row: QuoteRow } | { kind: 'serviceRequest'; row: ServiceRequestRow };

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? -Infinity : t;
};

/** Site spec §2.8: the Service Requests tab lists quotes and service requests together, newest first. */
export function mergeRequests(quotes: QuoteRow[], serviceRequests: ServiceRequestRow[]): RequestItem[] {
  const items: RequestItem[] = [
    ...quotes.map((row) => ({ kind: 'quote' as const, row })),
    ...serviceRequests.map((row) => ({ kind: 'serviceRequest' as const, row })),
  ];
  // Array.prototype.sort is stable, so rows of the same instant keep the backend's order.
  return items.sort((a, b) => time(b.row.date_submitted) - time(a.row.date_submitted));
}
