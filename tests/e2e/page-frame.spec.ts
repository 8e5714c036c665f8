import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

/**
 * Issue 30, one page frame: every page's content column has the same width at a given window width, and every page's
 * first heading starts at the same x, on the column's edge. Public pages, a case study, the account pages a signed-out
 * visitor reaches, and the 404.
 */
const PAGES = ['/', '/portfolio', '/portfolio/face-recognition', '/services', '/contact', '/about', '/signin', '/signup', '/profile', '/no-such-page'];
const WIDTHS = [375, 768, 1280, 1600];

interface Frame {
  path: string;
  frameLeft: number;
  frameWidth: number;
  headingLeft: number;
}

/** The page's content column and where the first line of its first h1 starts (its text, not its box). */
async function measure(page: Page, path: string): Promise<Frame> {
  await page.goto(path);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  const { frameLeft, frameWidth, headingLeft, frames } = await page.evaluate(() => {
    const h1 = document.querySelector('main h1')!;
    const range = document.createRange();
    range.selectNodeContents(h1);
    const firstLine = range.getClientRects()[0]!;
    const frame = h1.closest('[data-page-frame]');
    const box = frame?.getBoundingClientRect();
    return {
      frameLeft: box?.left ?? NaN,
      frameWidth: box?.width ?? NaN,
      headingLeft: firstLine.left,
      frames: document.querySelectorAll('main [data-page-frame]').length,
    };
  });
  expect(frames, `${path}: one page frame`).toBe(1);
  return { path, frameLeft, frameWidth, headingLeft };
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
      expect(
        Math.abs(frame.headingLeft - first!.headingLeft),
        `${frame.path}: first heading x (${frame.headingLeft} vs ${first!.headingLeft})`,
      ).toBeLessThanOrEqual(1);
      expect(Math.abs(frame.headingLeft - frame.frameLeft), `${frame.path}: heading on the frame's edge`).toBeLessThanOrEqual(1);
    }
    // Wide windows show the frame at its full width, no page keeps a narrower column of its own.
    if (width >= 1600) expect(first!.frameWidth).toBeCloseTo(1200, 0);
  });
}

/**
 * Issue 30: a case study's hero and closing bands. Their text keeps to the frame (the title on the same x as every
 * page's first heading, above). Under 768 px they fill the gutter, square, edge to edge; from 768 px (the sidebar's
 * breakpoint, where the gutter grows to 32 px) they are rounded cards reaching 20 px past the frame, clear of the
 * sidebar (they filled the gutter with rounded corners, cut off against the sidebar and the window's edge).
 */
for (const width of [390, 768, 1280, 1600]) {
  const card = width >= 768;
  test(`at ${width} px a case study's hero and closing bands ${card ? 'are rounded cards just past the frame' : 'fill the gutter, square'}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/portfolio/face-recognition');
    const main = page.getByRole('main');
    const hero = main.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    const closing = main.getByRole('region', { name: 'Interested in a similar solution?' });
    await expect(hero).toBeVisible();
    const frame = await main.locator('[data-page-frame]').evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    // The gutter is <main>'s padding; <main> starts at the sidebar's edge (or the window's).
    const { gutter, sidebarRight } = await main.evaluate((el) => ({
      gutter: parseFloat(getComputedStyle(el).paddingLeft),
      sidebarRight: el.getBoundingClientRect().left,
    }));
    for (const [name, band] of [
      ['hero', hero],
      ['closing', closing],
    ] as const) {
      const { left, right, radius, paddingLeft } = await band.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return { left: box.left, right: box.right, radius: parseFloat(style.borderTopLeftRadius), paddingLeft: parseFloat(style.paddingLeft) };
      });
      const frameLeft = frame.left;
      const frameRight = frame.right;
      const reach = card ? 20 : gutter;
      expect(left, `${name} left edge`).toBeCloseTo(frameLeft - reach, 0);
      expect(right, `${name} right edge`).toBeCloseTo(frameRight + reach, 0);
      expect(left + paddingLeft, `${name} text on the frame's edge`).toBeCloseTo(frameLeft, 0);
      if (card) {
        expect(radius, `${name} corners`).toBeGreaterThan(0);
        expect(left - sidebarRight, `${name} clear of the sidebar`).toBeGreaterThanOrEqual(8);
      } else expect(radius, `${name} corners`).toBe(0);
    }
  });
}
