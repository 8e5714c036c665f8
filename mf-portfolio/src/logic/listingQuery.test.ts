import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES } from './constants';
import { readListingQuery, writeListingQuery } from './listingQuery';

const known = ['computer-vision', 'web application'];

describe('readListingQuery', () => {
  it("defaults to 'All Projects' and no search", () => {
    expect(readListingQuery(new URLSearchParams(''), known)).toEqual({ category: ALL_CATEGORIES, search: '' });
  });

  it('reads the category and the search text', () => {
    expect(readListingQuery(new URLSearchParams('category=web+application&search=driver'), known)).toEqual({
      category: 'web application',
      search: 'driver',
    });
  });

  it("falls back to 'All Projects' for an unknown category", () => {
    expect(readListingQuery(new URLSearchParams('category=astrology'), known).category).toBe(ALL_CATEGORIES);
  });
});

describe('writeListingQuery', () => {
  it('leaves defaults out of the address', () => {
    expect(writeListingQuery({ category: ALL_CATEGORIES, search: '' }).toString()).toBe('');
  });

  it('round-trips a filter and keeps unrelated parameters', () => {
    const params = writeListingQuery({ category: 'computer-vision', search: 'face id' }, new URLSearchParams('ref=home'));
    expect(params.get('ref')).toBe('home');
    expect(readListingQuery(params, known)).toEqual({ category: 'computer-vision', search: 'face id' });
  });

  it('removes a cleared filter', () => {
    const params = writeListingQuery({ category: ALL_CATEGORIES, search: '' }, new URLSearchParams('category=computer-vision&search=x'));
    expect(params.toString()).toBe('');
  });
});
