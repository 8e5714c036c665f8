import { describe, expect, it } from 'vitest';
import { SWIPE_MIN_DISTANCE, swipeDirection } from './swipeDirection';

describe('swipeDirection', () => {
  it('right-to-left is next, left-to-right is previous', () => {
    expect(swipeDirection(-120, 10)).toBe('next');
    expect(swipeDirection(120, -10)).toBe('previous');
  });
  it('ignores taps and short moves', () => {
    expect(swipeDirection(0, 0)).toBeNull();
    expect(swipeDirection(-(SWIPE_MIN_DISTANCE - 1), 0)).toBeNull();
  });
  it('ignores mostly vertical moves (the page scrolling)', () => {
    expect(swipeDirection(-60, 90)).toBeNull();
  });
});
