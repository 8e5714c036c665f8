import { TESTIMONIAL_TRUNCATE_AT, TRUNCATION_SUFFIX } from './constants';

/** Site spec §4: text over the limit becomes its first `limit` characters followed by '...'. */
export function truncateText(text: string, limit: number = TESTIMONIAL_TRUNCATE_AT): string {
  return text.length > limit ? `${text.slice(0, limit)}${TRUNCATION_SUFFIX}` : text;
}

/** Whether the text is long enough to need the 'more'/'less' toggle. */
export function isTruncatable(text: string, limit: number = TESTIMONIAL_TRUNCATE_AT): boolean {
  return text.length > limit;
}
