import { describe, expect, it } from 'vitest';
import { STAT_ICON_NAMES } from './constants';
import { statIconName } from './statIcon';

describe('statIconName', () => {
  it('keeps each of the six known icon names', () => {
    for (const name of STAT_ICON_NAMES) expect(statIconName(name)).toBe(name);
    expect(STAT_ICON_NAMES).toEqual(['Layers', 'ArrowUpRight', 'Clock', 'Smile', 'Zap', 'Heart']);
  });
  it('falls back to Layers for unknown or missing names', () => {
    expect(statIconName('Rocket')).toBe('Layers');
    expect(statIconName('heart')).toBe('Layers');
    expect(statIconName('')).toBe('Layers');
    expect(statIconName(null)).toBe('Layers');
    expect(statIconName(undefined)).toBe('Layers');
  });
});
