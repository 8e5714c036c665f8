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
