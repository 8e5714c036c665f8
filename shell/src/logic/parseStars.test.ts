import { describe, expect, it } from 'vitest';
import { parseStars, starsLabel } from './parseStars';

describe('parseStars', () => {
  it('reads the number in the string', () => {
    expect(parseStars('5')).toBe(5);
    expect(parseStars('3')).toBe(3);
    expect(parseStars(' 4 ')).toBe(4);
  });
  it('clamps to 0–5', () => {
    expect(parseStars('9')).toBe(5);
    expect(parseStars('-2')).toBe(0);
  });
  it('rounds to whole stars', () => {
    expect(parseStars('4.4')).toBe(4);
    expect(parseStars('4.6')).toBe(5);
  });
  it('treats unreadable values as no stars', () => {
    expect(parseStars('')).toBe(0);
    expect(parseStars('five')).toBe(0);
    expect(parseStars(null)).toBe(0);
    expect(parseStars(undefined)).toBe(0);
  });
  it('accepts a number as well', () => {
    expect(parseStars(2)).toBe(2);
  });
});

describe('starsLabel', () => {
  it('names the rating out of five', () => {
    expect(starsLabel(5)).toBe('5 out of 5 stars');
    expect(starsLabel(0)).toBe('0 out of 5 stars');
  });
});
