import { describe, expect, it } from 'vitest';
import { mix } from './colorMix';

describe('mix', () => {
  it('keeps the colour at 0, reaches the other at 1, and goes halfway at .5', () => {
    expect(mix('#0b1f4d', '#ffffff', 0)).toBe('#0b1f4d');
    expect(mix('#0b1f4d', '#ffffff', 1)).toBe('#ffffff');
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#ff0000', '#0000ff', 0.25)).toBe('#bf0040');
  });
});
