import { describe, expect, it } from 'vitest';
import { hydrationGroups } from './hydrationGroups';

describe('hydrationGroups', () => {
  const items = Array.from({ length: 11 }, (_, i) => i);

  it('keeps the first items with the page and cuts the rest into groups of the given size, in order', () => {
    expect(hydrationGroups(items, 4, 3)).toEqual({ first: [0, 1, 2, 3], later: [[4, 5, 6], [7, 8, 9], [10]] });
  });

  it('has no later groups when everything fits in the first part (a filtered list)', () => {
    expect(hydrationGroups(items.slice(0, 2), 4, 3)).toEqual({ first: [0, 1], later: [] });
    expect(hydrationGroups([], 4, 3)).toEqual({ first: [], later: [] });
  });
});
