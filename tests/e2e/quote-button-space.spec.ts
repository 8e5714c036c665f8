import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { areaSelector } from '../support/dom';

/** The first featured project's cover on Home. */
const COVER = `${areaSelector('featured-projects')} img`;

/**
 * Issue 30: the floating quote button reserves its space and never lies over the page's content. On phones it floats
 * in an opaque dock across the bottom of the window (so the page ends at the dock's edge, as at the window's), and the
 * page keeps the dock's height free below its last line; from 768 px up it sits on the sidebar, below its links.
 * (A focused element scrolling clear of it is checked stop by stop in keyboard-walk.spec.ts.)
 */
const PAGES = ['/', '/portfolio', '/portfolio/face-recognition', '/services', '/contact', '/about'];

const quoteButton = (page: Page) => page.getByRole('button', { name: 'Get a Custom Quote', exact: true });

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'element has a box').not.toBeNull();
  return box!;
}

test.describe('on a 375×812 phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of PAGES) {
    test(`${path}: the button floats in an opaque dock across the bottom, and the page's last line ends above it`, async ({ page }) => {
      await page.goto(path);
      await expect(quoteButton(page)).toBeVisible();
      const dock = page.getByTestId('quote-dock');
      // It floats up into place (site spec §2.3): measured once it has arrived.
      await expect.poll(async () => Math.round((await boxOf(dock)).y)).toBe(812 - 65);
      const dockBox = await boxOf(dock);
      expect(dockBox.x).toBe(0);
      expect(dockBox.width).toBe(375);
      expect(dockBox.y + dockBox.height).toBeCloseTo(812, 0);
      // Opaque: no content shows through, so the page's visible part ends at its top edge.
      const background = await dock.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background).toMatch(/^rgb\(/);
      const button = await boxOf(quoteButton(page));
      expect(button.y).toBeGreaterThanOrEqual(dockBox.y);

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
      // The page's last content: the footer's last line (the copyright), after everything in <main>.
      const lastLine = page.getByRole('contentinfo').locator('p, a, li').last();
      const last = await boxOf(lastLine);
      const dockTop = (await boxOf(dock)).y;
      expect(last.y + last.height, `last line bottom vs dock top ${dockTop}`).toBeLessThanOrEqual(dockTop);
      const mainBottom = await page.getByRole('main').evaluate((el) => el.getBoundingClientRect().bottom);
      expect(mainBottom).toBeLessThanOrEqual(dockTop);
    });
  }

  test("Home's first screen: the first featured cover starts in view, the button hides none of what is shown above the dock", async ({ page }) => {
    await page.goto('/');
    await expect(quoteButton(page)).toBeVisible();
    await expect.poll(async () => Math.round((await boxOf(page.getByTestId('quote-dock'))).y)).toBe(812 - 65);
    const dockTop = (await boxOf(page.getByTestId('quote-dock'))).y;
    const cover = page.locator(COVER).first();
    const coverBox = await boxOf(cover);
    expect(coverBox.y, 'the first cover starts above the dock').toBeLessThan(dockTop);
    // Every point of the cover above the dock is its card's own: nothing floats over it.
    const hits = await page.evaluate(
      ({ x, y, width, bottom, coverSelector }) => {
        const img = document.querySelector(coverSelector);
        const points: boolean[] = [];
        for (let py = y + 2; py < bottom; py += 8) {
          for (const px of [x + 2, x + width / 2, x + width - 2]) {
            const el = document.elementFromPoint(px, py);
            // The card's own link spreads over it (the whole card is the link): anything of the card counts.
            points.push(el !== null && img!.closest('article')!.contains(el));
          }
        }
        return points;
      },
      { x: coverBox.x, y: coverBox.y, width: coverBox.width, bottom: Math.min(coverBox.y + coverBox.height, dockTop), coverSelector: COVER },
    );
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every(Boolean)).toBe(true);
  });
});

test.describe('from 768 px up', () => {
  for (const width of [768, 1280]) {
    test(`at ${width}×800 the button sits on the sidebar below its links, over no page content`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(quoteButton(page)).toBeVisible();
      const sidebar = await boxOf(page.getByRole('navigation', { name: 'Main' }));
      const button = await boxOf(quoteButton(page));
      expect(button.x).toBeGreaterThanOrEqual(sidebar.x);
      expect(button.x + button.width).toBeLessThanOrEqual(sidebar.x + sidebar.width);
      const lastLink = await boxOf(page.getByRole('navigation', { name: 'Main' }).getByRole('link').last());
      expect(button.y).toBeGreaterThan(lastLink.y + lastLink.height);
      const content = await boxOf(page.getByRole('main'));
      expect(button.x + button.width).toBeLessThanOrEqual(content.x);

      // Collapsed, the sidebar is 64 px wide: the button turns round, keeps its name and stays on it.
      await page.getByRole('button', { name: 'Collapse sidebar' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-expanded', 'false');
      await expect.poll(async () => (await boxOf(quoteButton(page))).width).toBeLessThanOrEqual(64);
      const collapsed = await boxOf(page.getByRole('navigation', { name: 'Main' }));
      const round = await boxOf(quoteButton(page));
      expect(round.x + round.width).toBeLessThanOrEqual(collapsed.x + collapsed.width);
      await quoteButton(page).click();
      await expect(page.getByRole('dialog', { name: 'Get a custom quote' })).toBeVisible();
    });
  }
});
