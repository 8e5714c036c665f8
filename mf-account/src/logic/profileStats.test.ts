import { describe, expect, it } from 'vitest';
import { STAT_TILES } from './constants';
import { UNKNOWN_COUNT, profileStats } from './profileStats';

describe('profileStats', () => {
  it('counts contacts, quotes plus service requests, no products, and the sign-up date', () => {
    const tiles = profileStats({ contacts: 2, quotes: 3, serviceRequests: 4 }, '2025-06-15T12:00:00Z');
    expect(tiles.map((t) => t.label)).toEqual([...STAT_TILES]);
    expect(tiles.map((t) => t.value)).toEqual(['2', '7', '0', 'June 15, 2025']);
  });

  it('shows a dash for the counts it does not know yet, and still the date and products', () => {
    expect(profileStats(null, '2025-06-15T12:00:00Z').map((t) => t.value)).toEqual([UNKNOWN_COUNT, UNKNOWN_COUNT, '0', 'June 15, 2025']);
  });
});
