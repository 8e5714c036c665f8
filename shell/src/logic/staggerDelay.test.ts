import { describe, expect, it } from 'vitest';
import { staggerDelay } from './staggerDelay';

describe('staggerDelay', () => {
  it('delays each card 100 ms more than the one before', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => staggerDelay(i))).toEqual([0, 100, 200, 300, 400, 500]);
  });
  it('never returns a negative delay', () => {
    expect(staggerDelay(-1)).toBe(0);
  });
  it('accepts another step', () => {
    expect(staggerDelay(3, 50)).toBe(150);
  });
});
