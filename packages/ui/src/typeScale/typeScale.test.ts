import { describe, expect, it } from 'vitest';
import { TYPE_RATIO, TYPE_STEPS, typeStep, variantSizes, type TypeVariant } from './typeScale';
import { theme } from '../theme';

const ORDER: TypeVariant[] = ['display', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'body1', 'body2'];

describe('the type scale', () => {
  it('steps by one ratio: every size is the base times a whole power of it', () => {
    for (const variant of Object.keys(TYPE_STEPS) as TypeVariant[]) {
      for (const size of Object.values(variantSizes(variant))) {
        const power = Math.log(parseFloat(size)) / Math.log(TYPE_RATIO);
        expect(Math.abs(power - Math.round(power)), `${variant} ${size}`).toBeLessThan(0.01);
      }
    }
  });

  it('is monotonic: a higher-ranked variant is never smaller, headings are larger than body text, at every width', () => {
    for (const width of [0, 1] as const) {
      const sizes = ORDER.map((v) => TYPE_STEPS[v][width]);
      for (let i = 1; i < sizes.length; i += 1) expect(sizes[i], `${ORDER[i]} after ${ORDER[i - 1]}`).toBeLessThanOrEqual(sizes[i - 1]!);
      expect(TYPE_STEPS.h3[width]).toBeGreaterThan(TYPE_STEPS.body1[width]);
      expect(TYPE_STEPS.h1[width]).toBeGreaterThan(TYPE_STEPS.h2[width]);
    }
  });

  it('never shrinks a variant on a wider screen', () => {
    for (const [xs, sm] of Object.values(TYPE_STEPS)) expect(sm).toBeGreaterThanOrEqual(xs);
  });

  it('is what the theme uses', () => {
    expect(theme.typography.h1.fontSize).toBe(variantSizes('h1').xs);
    expect(theme.typography.body2.fontSize).toBe(`${typeStep(-1)}rem`);
    expect(JSON.stringify(theme.typography.h2)).toContain(variantSizes('h2').sm);
  });

  it('keeps body text at 16 px', () => {
    expect(typeStep(0)).toBe(1);
  });
});
