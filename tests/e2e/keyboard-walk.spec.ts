import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { contrastRatio, indicatorContrast, parseColor, type Rgba } from '../support/contrast';
import { probeFocus, type FocusStop } from '../support/focusProbe';

/**
 * Issue 31, WCAG 2.2 AA: Tab through every public page at phone and desktop width. At each stop the focus indicator
 * is the site's own (never the browser's default ring, whose colour changes between Chromium releases) and visible
 * with at least 3:1 against what is next to it (1.4.11, 2.4.7) in both colour schemes, nothing covers the focused element
 * (2.4.11: the fixed top bar, the floating quote button), and the order follows the document, top to bottom.
 */

const PAGES = ['/', '/portfolio', '/portfolio/face-recognition', '/services', '/contact', '/about'];
/** More stops than any public page has (the listing, a card per case study, has the most); a walk that never ends fails. */
const MAX_STOPS = 120;
const MIN_CONTRAST = 3;

test('contrast maths (the helper the walk relies on)', () => {
  const c = (text: string) => parseColor(text) as Rgba;
  expect(contrastRatio(c('#000000'), c('#ffffff'))).toBeCloseTo(21, 5);
  expect(contrastRatio(c('rgb(29, 78, 216)'), c('#ffffff'))).toBeCloseTo(6.7, 1);
  expect(contrastRatio(c('#777777'), c('#ffffff'))).toBeCloseTo(4.48, 2);
  expect(contrastRatio(c('rgb(255, 255, 255)'), c('#ffffff'))).toBe(1);
  // A translucent colour counts as what it shows over its background.
  expect(indicatorContrast(c('rgba(0, 0, 0, 0.5)'), [c('#ffffff')])).toBeCloseTo(contrastRatio(c('rgb(127.5, 127.5, 127.5)'), c('#ffffff')), 5);
  expect(indicatorContrast(c('rgba(0, 0, 0, 0)'), [c('#0f172a')])).toBe(1);
  // Layers are given top first and stack over the white canvas.
  expect(indicatorContrast(c('#ffffff'), [c('rgba(15, 23, 42, 1)'), c('#ffffff')])).toBeGreaterThan(17);
  expect(indicatorContrast(c('#ffffff'), [])).toBe(1);
  expect(parseColor('color-mix(in srgb, red, blue)')).toBeNull();
  expect(parseColor('rgb(1 2 3 / 50%)')).toEqual({ r: 1, g: 2, b: 3, a: 0.5 });
});

/** The worst contrast of the indicator over any sampled background (each gradient's colours tried apart). */
function worstContrast(ring: NonNullable<FocusStop['ring']>): number | null {
  const colour = parseColor(ring.color);
  if (!colour) return 0;
  let worst: number | null = null;
  for (const sample of ring.samples) {
    if (sample.some((layer) => layer.includes('image'))) continue;
    // One alternative per layer at a time: enough for the site's two-colour gradients.
    const widest = Math.max(1, ...sample.map((layer) => layer.length));
    for (let i = 0; i < widest; i++) {
      const layers = sample.map((layer) => parseColor(layer[Math.min(i, layer.length - 1)] ?? 'transparent') ?? { r: 0, g: 0, b: 0, a: 0 });
      const ratio = indicatorContrast(colour, layers);
      worst = worst === null ? ratio : Math.min(worst, ratio);
    }
  }
  return worst;
}

/**
 * Waits until the focused element and the page's scroll position are the same in two frames running: the scroll
 * that brings a focused element clear of the top bar and the floating button can land a frame after the key press
 * on a busy machine, and the walk judges the page the visitor then sees, not the frame before it.
 */
async function focusSettled(page: Page) {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const read = () => {
          const box = document.activeElement?.getBoundingClientRect();
          return `${scrollX},${scrollY},${box?.top},${box?.left},${box?.bottom},${box?.right}`;
        };
        const before = read();
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(read() === before)));
      }),
    undefined,
    { polling: 'raf' },
  );
}

async function walk(page: Page) {
  const stops: FocusStop[] = [];
  const problems: string[] = [];
  let first: string | null = null;
  for (let i = 0; i < MAX_STOPS; i++) {
    await page.keyboard.press('Tab');
    await focusSettled(page);
    const stop = await page.evaluate(probeFocus);
    if (!stop) break;
    const id = `${stop.name}@${Math.round(stop.top)}:${Math.round(stop.left)}`;
    if (id === first) break;
    first ??= id;
    if (!stop.followsPrevious) break; // Focus wrapped round to the top of the document.
    stops.push(stop);
    const where = `stop ${i + 1} ${stop.name} (${stop.region})`;
    if (!stop.inViewport) problems.push(`${where}: not scrolled into view`);
    if (stop.obscuredBy) problems.push(`${where}: covered by ${stop.obscuredBy}`);
    if (stop.browserDefaultRing) problems.push(`${where}: draws the browser's default focus ring, not the site's`);
    if (!stop.ring) problems.push(`${where}: no focus indicator`);
    else {
      const ratio = worstContrast(stop.ring);
      if (ratio === null) problems.push(`${where}: no background to measure the ${stop.ring.kind} against`);
      else if (ratio < MIN_CONTRAST) problems.push(`${where}: ${stop.ring.kind} ${stop.ring.color} has ${ratio.toFixed(2)}:1`);
    }
    const previous = stops[stops.length - 2];
    // Reading order inside a region: top to bottom, a new column only to the right of the last.
    if (previous && previous.region === stop.region && stop.top < previous.top - 8 && stop.left <= previous.left) {
      problems.push(`${where}: goes back up and left from ${previous.name}`);
    }
  }
  return { stops, problems };
}

for (const [width, colorScheme] of [375, 1280].flatMap((w) => (['light', 'dark'] as const).map((c) => [w, c] as const))) {
  test.describe(`keyboard walk at ${width} px, ${colorScheme} scheme`, () => {
    // Reduced motion: the chrome and cards hold still, so positions and colours are read as they settle.
    test.use({ viewport: { width, height: 800 }, reducedMotion: 'reduce', colorScheme });
    for (const path of PAGES) {
      test(`${path}: every stop has a visible 3:1 focus indicator, is not covered, and comes in order`, async ({ page }) => {
        // The listing has the most stops (its chips and 27 cards): about 25 s alone, more beside another worker.
        if (path === '/portfolio') test.slow();
        await page.goto(path);
        // The floating quote button appears 500 ms after load: walk with it on screen.
        await expect(page.getByRole('button', { name: 'Get a Custom Quote', exact: true })).toBeVisible();
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        const { stops, problems } = await walk(page);
        expect(stops.length, 'focusable stops on the page').toBeGreaterThan(5);
        expect(stops.length, 'the walk came back round').toBeLessThan(MAX_STOPS);
        expect(problems).toEqual([]);
      });
    }
  });
}
