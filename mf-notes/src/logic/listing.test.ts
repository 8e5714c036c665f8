import { describe, expect, it } from 'vitest';
import { displayDate, newestFirst, postsOnCaseStudy, tagsOf, withTag } from './listing';
import type { PostMeta } from './postMeta';

const post = (slug: string, date: string, tags: string[], related: string[] = []): PostMeta => ({
  slug,
  title: slug.toUpperCase(),
  date,
  summary: 's',
  tags,
  related: related.map((r) => ({ slug: r, title: r })),
  example: true,
  readingMinutes: 1,
});

const a = post('a', '2026-01-05', ['lesson', 'ocr'], ['water-meter-ocr']);
const b = post('b', '2026-01-12', ['ocr']);
const c = post('c', '2025-12-29', ['trade-off'], ['water-meter-ocr']);
const d = post('d', '2026-01-12', ['lesson']);

describe('the notes listing', () => {
  it('lists the newest first, and posts of one date by title', () => {
    expect(newestFirst([a, b, c, d]).map((p) => p.slug)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('filters by one tag, and shows all with none', () => {
    expect(withTag([a, b, c], 'ocr')).toEqual([a, b]);
    expect(withTag([a, b, c], null)).toEqual([a, b, c]);
    expect(withTag([a, b, c], 'unknown')).toEqual([]);
  });

  it('offers every tag once, alphabetically', () => {
    expect(tagsOf([a, b, c, d])).toEqual(['lesson', 'ocr', 'trade-off']);
  });

  it('finds the notes on a case study, newest first', () => {
    expect(postsOnCaseStudy([c, a, b], 'water-meter-ocr').map((p) => p.slug)).toEqual(['a', 'c']);
  });

  it('writes dates in words, the same in every time zone', () => {
    expect(displayDate('2026-01-05')).toBe('5 January 2026');
  });
});
