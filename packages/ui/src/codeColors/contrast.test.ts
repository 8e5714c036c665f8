import { describe, expect, it } from 'vitest';
import { contrastRatio, liftToContrast } from './contrast';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0f172a', '#0f172a')).toBe(1);
  });
});

describe('liftToContrast', () => {
  it('keeps a colour that already passes', () => {
    expect(liftToContrast('#e2e8f0', '#0f172a', 4.5)).toBe('#e2e8f0');
  });

  it('lightens a colour that fails until it passes AA', () => {
    const lifted = liftToContrast('#4b5563', '#0f172a', 4.5);
    expect(lifted).not.toBe('#4b5563');
    expect(contrastRatio(lifted, '#0f172a')).toBeGreaterThanOrEqual(4.5);
  });
});
