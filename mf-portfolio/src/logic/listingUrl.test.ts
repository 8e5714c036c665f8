import { describe, expect, it } from 'vitest';
import { initialListingUrl, latestQuery, listingUrlReducer, type ListingUrl, type ListingUrlEvent } from './listingUrl';

const run = (start: ListingUrl, events: ListingUrlEvent[]) => events.reduce(listingUrlReducer, start);

describe('listingUrlReducer', () => {
  it('builds on a category written and not in the URL yet (issue 38: a category, then a search at once)', () => {
    const state = run(initialListingUrl(''), [{ type: 'wrote', query: 'category=vision' }]);
    expect(latestQuery(state).get('category')).toBe('vision');
    const typed = run(state, [{ type: 'wrote', query: 'category=vision&search=f' }]);
    expect(latestQuery(typed).toString()).toBe('category=vision&search=f');
  });

  it('drops what the URL has reached, and keeps what it has not', () => {
    const state = run(initialListingUrl(''), [
      { type: 'wrote', query: 'category=vision' },
      { type: 'wrote', query: 'category=vision&search=f' },
      { type: 'url', query: 'category=vision' },
    ]);
    expect(state).toEqual({ url: 'category=vision', pending: ['category=vision&search=f'] });
    expect(run(state, [{ type: 'url', query: 'category=vision&search=f' }])).toEqual(initialListingUrl('category=vision&search=f'));
  });

  it('takes the URL as it is when it changed for another reason (Back, a link)', () => {
    const state = run(initialListingUrl('search=ocr'), [
      { type: 'wrote', query: 'category=vision&search=ocr' },
      { type: 'url', query: 'category=audio' },
    ]);
    expect(state).toEqual(initialListingUrl('category=audio'));
    expect(latestQuery(state).get('category')).toBe('audio');
  });

  it('ignores the URL it has already seen', () => {
    const state = run(initialListingUrl('search=a'), [{ type: 'wrote', query: 'search=ab' }]);
    expect(listingUrlReducer(state, { type: 'url', query: 'search=a' })).toBe(state);
  });
});
