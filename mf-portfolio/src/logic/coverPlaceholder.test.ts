import { describe, expect, it } from 'vitest';
import { COVER_PLACEHOLDER } from './coverPlaceholder';
import { contrastRatio } from '@portfolio/ui/code-colors';

describe('the cover placeholder', () => {
  for (const [scheme, colors] of Object.entries(COVER_PLACEHOLDER)) {
    it(`keeps its 'No image' text at 4.5:1 on both pulse colours in the ${scheme} scheme`, () => {
      expect(contrastRatio(colors.text, colors.from)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colors.text, colors.to)).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('is dark in the dark scheme, so a loading card is not a light box on a dark page', () => {
    expect(contrastRatio(COVER_PLACEHOLDER.dark.from, '#000000')).toBeLessThan(contrastRatio(COVER_PLACEHOLDER.light.from, '#000000'));
    expect(contrastRatio(COVER_PLACEHOLDER.dark.from, '#ffffff')).toBeGreaterThan(10);
  });
});
