import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

/**
 * Issue 30, one page frame: every page's content column has the same width at a given window width, and every page's
 * first heading starts at the same x, on the column's edge. Public pages, a case study, the account pages a signed-out
 * visitor reaches, and the 404. A case study's title sits in its hero band, a card on the frame from 600 px: there the
 * band's edges are the frame's, and the title starts on the band's inner edge.
 */
const PAGES = ['/', '/portfolio', '/portfolio/face-recognition', '/services', '/contact', '/about', '/signin', '/signup', '/profile', '/no-such-page'];
const WIDTHS = [375, 768, 1280, 1600];

interface Frame {
  path: string;
  frameLeft: number;
  frameWidth: number;
  headingLeft: number;
  /** Where the heading should start: the frame's edge, or inside a band (a case study's hero) the band's content edge. */
  contentLeft: number;
  inBand: boolean;
}

/** The page's content column and where the first line of its first h1 starts (its text, not its box). */
async function measure(page: Page, path: string): Promise<Frame> {
  await page.goto(path);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  const { frameLeft, frameWidth, headingLeft, contentLeft, inBand, frames } = await page.evaluate(() => {
    const h1 = document.querySelector('main h1')!;
    const range = document.createRange();
    range.selectNodeContents(h1);
    const firstLine = range.getClientRects()[0]!;
    const frame = h1.closest('[data-page-frame]');
    const box = frame?.getBoundingClientRect();
    const band = h1.closest('main header');
    return {
      frameLeft: box?.left ?? NaN,
      frameWidth: box?.width ?? NaN,
      headingLeft: firstLine.left,
      contentLeft: band ? band.getBoundingClientRect().left + parseFloat(getComputedStyle(band).paddingLeft) : (box?.left ?? NaN),
      inBand: band !== null,
      frames: document.querySelectorAll('main [data-page-frame]').length,
    };
  });
  expect(frames, `${path}: one page frame`).toBe(1);
  return { path, frameLeft, frameWidth, headingLeft, contentLeft, inBand };
}

for (const width of WIDTHS) {
  test(`at ${width} px every page has the same content width and its first heading at the same x`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const frames: Frame[] = [];
    for (const path of PAGES) frames.push(await measure(page, path));
    const [first] = frames;
    for (const frame of frames) {
      expect(frame.frameWidth, `${frame.path}: content width`).toBeCloseTo(first!.frameWidth, 0);
      expect(frame.frameLeft, `${frame.path}: content x`).toBeCloseTo(first!.frameLeft, 0);
      if (!frame.inBand || width < 600) {
        expect(
          Math.abs(frame.headingLeft - first!.headingLeft),
          `${frame.path}: first heading x (${frame.headingLeft} vs ${first!.headingLeft})`,
        ).toBeLessThanOrEqual(1);
      }
      expect(Math.abs(frame.headingLeft - frame.contentLeft), `${frame.path}: heading on the frame's (or its band's) edge`).toBeLessThanOrEqual(1);
    }
    // Wide windows show the frame at its full width, no page keeps a narrower column of its own.
    if (width >= 1600) expect(first!.frameWidth).toBeCloseTo(1200, 0);
  });
}

/** Issue 30: a case study's hero and closing bands are cards on the frame from 600 px (they ran into the sidebar and the window's edge), edge to edge on a phone. */
for (const width of [390, 768, 1280]) {
  test(`at ${width} px a case study's hero and closing bands ${width < 600 ? 'run edge to edge, square' : "keep to the frame's edges, rounded"}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/portfolio/face-recognition');
    const main = page.getByRole('main');
    const hero = main.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    const closing = main.getByRole('region', { name: 'Interested in a similar solution?' });
    await expect(hero).toBeVisible();
    const frame = await main.locator('[data-page-frame]').evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    const windowWidth = await page.evaluate(() => document.documentElement.clientWidth);
    for (const [name, band] of [
      ['hero', hero],
      ['closing', closing],
    ] as const) {
      const { left, right, radius } = await band.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return { left: box.left, right: box.right, radius: parseFloat(getComputedStyle(el).borderTopLeftRadius) };
      });
      if (width < 600) {
        expect(left, `${name} left edge`).toBeCloseTo(0, 0);
        expect(right, `${name} right edge`).toBeCloseTo(windowWidth, 0);
        expect(radius, `${name} corners`).toBe(0);
      } else {
        expect(left, `${name} left edge`).toBeCloseTo(frame.left, 0);
        expect(right, `${name} right edge`).toBeCloseTo(frame.right, 0);
        expect(radius, `${name} corners`).toBeGreaterThan(0);
      }
    }
  });
}
