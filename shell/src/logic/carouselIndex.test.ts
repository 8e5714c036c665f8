import { describe, expect, it } from 'vitest';
import { nextIndex, previousIndex, shouldAutoAdvance, wrapIndex } from './carouselIndex';

describe('carousel index arithmetic', () => {
  it('moves forward and wraps from the last slide to the first', () => {
    expect(nextIndex(0, 7)).toBe(1);
    expect(nextIndex(5, 7)).toBe(6);
    expect(nextIndex(6, 7)).toBe(0);
  });
  it('moves back and wraps from the first slide to the last', () => {
    expect(previousIndex(3, 7)).toBe(2);
    expect(previousIndex(0, 7)).toBe(6);
    expect(previousIndex(0, 3)).toBe(2);
  });
  it('normalises any index into range', () => {
    expect(wrapIndex(14, 7)).toBe(0);
    expect(wrapIndex(-8, 7)).toBe(6);
    expect(wrapIndex(2, 3)).toBe(2);
  });
  it('stays at 0 with one slide or none', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(4, 0)).toBe(0);
  });
});

describe('shouldAutoAdvance', () => {
  it('advances with several slides when not paused and motion is allowed', () => {
    expect(shouldAutoAdvance(7, false, false)).toBe(true);
  });
  it('does not advance when paused, with reduced motion, or with a single slide', () => {
    expect(shouldAutoAdvance(7, true, false)).toBe(false);
    expect(shouldAutoAdvance(7, false, true)).toBe(false);
    expect(shouldAutoAdvance(1, false, false)).toBe(false);
  });
});
