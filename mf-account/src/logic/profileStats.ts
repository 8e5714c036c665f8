import { PURCHASED_PRODUCTS_COUNT, STAT_TILES } from './constants';
import { formatDate } from './formatDate';

export interface StatTile {
  label: (typeof STAT_TILES)[number];
  value: string;
}

interface Counts {
  contacts: number;
  quotes: number;
  serviceRequests: number;
}

/** Shown in a count tile while the lists load or when they failed. */
export const UNKNOWN_COUNT = '–';

/** Site spec §2.8: the four tiles; Service Requests counts quotes and service requests together. */
export function profileStats(counts: Counts | null, memberSince: string | undefined): StatTile[] {
  const count = (n: number) => (counts ? String(n) : UNKNOWN_COUNT);
  return [
    { label: 'Contact Submissions', value: count(counts?.contacts ?? 0) },
    { label: 'Service Requests', value: count((counts?.quotes ?? 0) + (counts?.serviceRequests ?? 0)) },
    { label: 'Purchased Products', value: String(PURCHASED_PRODUCTS_COUNT) },
    { label: 'Member Since', value: formatDate(memberSince) },
  ];
}
