import { ALWAYS_KEPT, FALLBACK_LOCAL_FONTS, FONT } from './constants';

/** A font's metrics in its own units, as read from the font file (capsize's shape). */
export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  /** Below the baseline: negative, as fonts store it. */
  descent: number;
  lineGap: number;
  /** The average advance of Latin text's characters, weighted by how often each occurs. */
  xWidthAvg: number;
}

/** The `@font-face` overrides that make a fallback font take the room the primary font will, as ratios of 1. */
export interface FallbackOverrides {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

/**
 * Scales the fallback so its average character is as wide as the primary's, then gives it the primary's ascent,
 * descent and line gap, measured in the scaled em: lines wrap at the same words and are as tall, so nothing moves when
 * the primary font swaps in (docs/decisions/027-self-hosted-font.md).
 */
export function fallbackOverrides(primary: FontMetrics, fallback: FontMetrics): FallbackOverrides {
  const sizeAdjust = primary.xWidthAvg / primary.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const inScaledEm = (value: number) => Math.abs(value) / primary.unitsPerEm / sizeAdjust;
  return {
    sizeAdjust,
    ascentOverride: inScaledEm(primary.ascent),
    descentOverride: inScaledEm(primary.descent),
    lineGapOverride: inScaledEm(primary.lineGap),
  };
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;
const localSources = (names: readonly string[]) => names.map((name) => `local("${name}")`).join(',');

/** One weight of the fallback: the primary font's metrics at that weight, and the local fallback font's. */
export interface FallbackFace {
  weight: keyof typeof FALLBACK_LOCAL_FONTS;
  primary: FontMetrics;
  fallback: FontMetrics;
}

/**
 * The site's font CSS: Inter from `url` (a woff2 on the site's own origin), shown at once in the fallback and swapped
 * in when it arrives, and one fallback face per weight, of local fonts, with the overrides computed from both fonts'
 * metrics at that weight (a bold Arial is wider than a regular one by more than a bold Inter is).
 */
export function fontFaceCss(url: string, faces: readonly FallbackFace[]): string {
  const inter = `@font-face{font-family:"${FONT.family}";src:url(${url}) format("woff2");font-weight:${FONT.weights.min} ${FONT.weights.max};font-style:normal;font-display:${FONT.display}}`;
  const fallbacks = faces.map(({ weight, primary, fallback }) => {
    const o = fallbackOverrides(primary, fallback);
    return (
      `@font-face{font-family:"${FONT.fallbackFamily}";src:${localSources(FALLBACK_LOCAL_FONTS[weight])};font-weight:${weight};font-style:normal;` +
      `size-adjust:${percent(o.sizeAdjust)};ascent-override:${percent(o.ascentOverride)};descent-override:${percent(o.descentOverride)};line-gap-override:${percent(o.lineGapOverride)}}`
    );
  });
  return [inter, ...fallbacks].join('');
}

const range = ([from, to]: readonly [number, number]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

/**
 * The characters the served subset keeps: printable ASCII and Latin-1, and every other printable character of the
 * site's texts (its sources, content and seed data), in code point order.
 */
export function fontCharacters(texts: Iterable<string>): string {
  const kept = new Set([...range(ALWAYS_KEPT.ascii), ...range(ALWAYS_KEPT.latin1)]);
  for (const text of texts) for (const char of text) if (!/[\p{C}\s]/u.test(char)) kept.add(char);
  return [...kept].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join('');
}
