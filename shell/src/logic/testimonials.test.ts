import { describe, expect, it } from 'vitest';
import { TESTIMONIAL_TRUNCATE_AT } from './constants';
import { FALLBACK_TESTIMONIALS, testimonialsFromRows, toTestimonial } from './testimonials';

describe('the fallback testimonials', () => {
  it('are three, with whole-star ratings and no images', () => {
    expect(FALLBACK_TESTIMONIALS).toHaveLength(3);
    for (const t of FALLBACK_TESTIMONIALS) {
      expect(['1', '2', '3', '4', '5']).toContain(t.stars);
      expect(t.image).toBeNull();
    }
  });
  it('include a long one (for the more/less toggle) and a short one', () => {
    const lengths = FALLBACK_TESTIMONIALS.map((t) => t.content.length);
    expect(lengths.some((n) => n > TESTIMONIAL_TRUNCATE_AT)).toBe(true);
    expect(lengths.some((n) => n <= TESTIMONIAL_TRUNCATE_AT)).toBe(true);
  });
});

describe('toTestimonial', () => {
  it('maps a row, including the "from" and project_title columns', () => {
    expect(toTestimonial({ name: 'Ann', from: 'A shop', stars: '4', content: 'Great.', image: '/a.png', project_title: 'Bot', created_at: 'x' })).toEqual({
      name: 'Ann',
      from: 'A shop',
      stars: '4',
      content: 'Great.',
      image: '/a.png',
      projectTitle: 'Bot',
    });
  });
  it('turns empty optional fields into null', () => {
    const t = toTestimonial({ name: 'Ann', from: 'A shop', stars: '5', content: 'Fine.', image: '', project_title: null });
    expect(t?.image).toBeNull();
    expect(t?.projectTitle).toBeNull();
  });
  it('skips rows without a name or content', () => {
    expect(toTestimonial({ name: '', content: 'x' })).toBeNull();
    expect(toTestimonial({ name: 'Ann', content: '  ' })).toBeNull();
  });
});

describe('testimonialsFromRows', () => {
  it('uses the rows in the order given', () => {
    const rows = [
      { name: 'Z', from: 'f', stars: '5', content: 'c1' },
      { name: 'A', from: 'f', stars: '3', content: 'c2' },
    ];
    expect(testimonialsFromRows(rows).map((t) => t.name)).toEqual(['Z', 'A']);
  });
  it('keeps the fallbacks on an empty result, no result or only unusable rows', () => {
    expect(testimonialsFromRows([])).toEqual(FALLBACK_TESTIMONIALS);
    expect(testimonialsFromRows(undefined)).toEqual(FALLBACK_TESTIMONIALS);
    expect(testimonialsFromRows([{ name: 'x' }])).toEqual(FALLBACK_TESTIMONIALS);
  });
});
