import { describe, expect, it } from 'vitest';
import { FALLBACK_LOCAL_FONTS, FONT, FONT_STACK } from './constants';
import { fallbackOverrides, fontCharacters, fontFaceCss, type FontMetrics } from './fontFaces';

// Two fonts' metrics as capsize reads them from their files: Inter 4 (the shipped woff2, at 400 and 700) and Arial.
const INTER: FontMetrics = { unitsPerEm: 2048, ascent: 1984, descent: -494, lineGap: 0, xWidthAvg: 978 };
const INTER_BOLD: FontMetrics = { ...INTER, xWidthAvg: 1008 };
const ARIAL: FontMetrics = { unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67, xWidthAvg: 913 };
const ARIAL_BOLD: FontMetrics = { ...ARIAL, xWidthAvg: 983 };

describe('fallbackOverrides', () => {
  const o = fallbackOverrides(INTER, ARIAL);

  it('scales the fallback so its average character is as wide as the primary one', () => {
    expect((ARIAL.xWidthAvg / ARIAL.unitsPerEm) * o.sizeAdjust).toBeCloseTo(INTER.xWidthAvg / INTER.unitsPerEm, 10);
    expect(o.sizeAdjust).toBeCloseTo(1.0712, 4);
  });

  it("gives the scaled fallback the primary's ascent, descent and line gap", () => {
    expect(o.ascentOverride * o.sizeAdjust).toBeCloseTo(INTER.ascent / INTER.unitsPerEm, 10);
    expect(o.descentOverride * o.sizeAdjust).toBeCloseTo(-INTER.descent / INTER.unitsPerEm, 10);
    expect(o.lineGapOverride).toBe(0);
  });

  it('is neutral for a font measured against itself', () => {
    const self = fallbackOverrides(ARIAL, ARIAL);
    expect(self.sizeAdjust).toBe(1);
    expect(self.ascentOverride).toBeCloseTo(1854 / 2048, 10);
  });

  it('compares fonts of different units per em by their em', () => {
    const doubled = { ...ARIAL, unitsPerEm: 4096, xWidthAvg: 1826, ascent: 3708, descent: -868, lineGap: 134 };
    expect(fallbackOverrides(INTER, doubled)).toEqual(o);
  });
});

describe('fontFaceCss', () => {
  const css = fontFaceCss('/static/font/inter.0123abcd.woff2', [
    { weight: 400, primary: INTER, fallback: ARIAL },
    { weight: 700, primary: INTER_BOLD, fallback: ARIAL_BOLD },
  ]);
  const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];

  it('serves Inter from the given URL, as woff2, over its weight range, swapped in when it arrives', () => {
    const inter = faces.find((f) => f.includes(`font-family:"${FONT.family}"`))!;
    expect(inter).toContain('src:url(/static/font/inter.0123abcd.woff2) format("woff2")');
    expect(inter).toContain(`font-weight:${FONT.weights.min} ${FONT.weights.max}`);
    expect(inter).toContain('font-display:swap');
  });

  it('makes the fallback of local fonts only, one face per weight, each with the overrides of its own metrics', () => {
    const fallbacks = faces.filter((f) => f.includes(`font-family:"${FONT.fallbackFamily}"`));
    expect(fallbacks).toHaveLength(2);
    const overrides = {
      400: 'size-adjust:107.12%;ascent-override:90.44%;descent-override:22.52%;line-gap-override:0.00%',
      700: 'size-adjust:102.54%;ascent-override:94.47%;descent-override:23.52%;line-gap-override:0.00%',
    };
    for (const [weight, names] of Object.entries(FALLBACK_LOCAL_FONTS)) {
      const face = fallbacks.find((f) => f.includes(`font-weight:${weight};`))!;
      expect(face).toContain(`src:${names.map((n) => `local("${n}")`).join(',')};`);
      expect(face).toContain(overrides[weight as unknown as keyof typeof overrides]);
      expect(face).not.toContain('url(');
    }
  });
});

describe('FONT_STACK', () => {
  it('names Inter, then its fallback, then the system fonts', () => {
    expect(FONT_STACK.split(',').slice(0, 3)).toEqual(['"Inter"', '"Inter Fallback"', 'system-ui']);
    expect(FONT_STACK.endsWith('sans-serif')).toBe(true);
  });
});

describe('fontCharacters', () => {
  it('keeps printable ASCII and Latin-1 with no text at all', () => {
    const chars = fontCharacters([]);
    expect(chars.startsWith(' !"#')).toBe(true);
    expect(chars).toContain('~');
    expect(chars).toContain('é');
    expect(chars).toContain('ÿ');
    expect(chars).not.toContain('\u007f');
    expect(chars).toHaveLength(95 + 96);
  });

  it('adds each other character of the texts once, in code point order, and leaves out controls and line breaks', () => {
    const chars = fontCharacters(['Results → 98% — “fast”', 'a → b\n\u200b\t']);
    const extra = [...chars].filter((c) => c.codePointAt(0)! > 0xff);
    expect(extra).toEqual(['—', '“', '”', '→']);
  });
});
