import { mix } from './colorMix';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The colour mixed towards white, in 5% steps, until it reaches `min` contrast on a dark background. */
export function liftToContrast(color: string, background: string, min: number): string {
  let mixed = color.slice(0, 7).toLowerCase();
  for (let step = 1; contrastRatio(mixed, background) < min && step <= 20; step++) mixed = mix(color.slice(0, 7), '#ffffff', step / 20);
  return mixed;
}
