import { MAX_STARS } from './constants';

/** Site spec §3: the rating is a number written as a string; anything unreadable counts as no stars. */
export function parseStars(stars: string | number | null | undefined): number {
  const n = typeof stars === 'number' ? stars : Number.parseFloat(String(stars ?? '').trim());
  if (!Number.isFinite(n)) return 0;
  return Math.min(MAX_STARS, Math.max(0, Math.round(n)));
}

/** The accessible name of a rating, e.g. '5 out of 5 stars'. */
export function starsLabel(count: number): string {
  return `${count} out of ${MAX_STARS} stars`;
}
