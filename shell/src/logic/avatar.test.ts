import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColor, initialsOf } from './avatar';

/** WCAG relative-luminance contrast of a hex colour against white. */
function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (l + 0.05);
}

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Maria K.')).toBe('MK');
    expect(initialsOf('ann de la cruz')).toBe('AC');
    expect(initialsOf('  Startup   Founder ')).toBe('SF');
  });
  it('takes one letter from a single word', () => {
    expect(initialsOf('Priya')).toBe('P');
  });
  it('ignores punctuation and handles letters beyond ASCII', () => {
    expect(initialsOf('"Élodie" Ørsted')).toBe('ÉØ');
  });
  it('shows a question mark for an empty name', () => {
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(' - ')).toBe('?');
  });
});

describe('avatarColor', () => {
  it('is stable for a name and comes from the palette', () => {
    expect(avatarColor('Maria K.')).toBe(avatarColor('Maria K.'));
    expect(AVATAR_COLORS).toContain(avatarColor('Daniel R.'));
  });
  it('spreads names over several colours', () => {
    const names = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo'];
    expect(new Set(names.map(avatarColor)).size).toBeGreaterThan(3);
  });
  it('uses only colours that keep white initials readable', () => {
    for (const color of AVATAR_COLORS) expect(contrastWithWhite(color)).toBeGreaterThanOrEqual(4.5);
  });
});
