import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { CASE_STUDY_COUNT } from '../support/caseStudies';
import { COVER_FADE_MS } from '../../mf-portfolio/src/logic/constants';

/**
 * Issue 38, item 3: every cover fades in, prerendered or client-rendered, first visit or later; reduced motion
 * honoured (docs/decisions/016-covers-fade-as-an-animation.md).
 */

/** A remote page's first client-side visit loads its code and every cover before the list shows. */
const REMOTE_PAGE_MS = 30_000;
const cards = (page: Page) => page.getByRole('list', { name: 'Portfolio items' }).getByRole('article');

/** From the page's first script on, counts the covers (`img[data-reveal]`) whose fade started, by address. */
async function countFades(page: Page) {
  await page.addInitScript(() => {
    const faded = new Set<string>();
    (window as unknown as { fadedCovers: Set<string> }).fadedCovers = faded;
    document.addEventListener(
      'animationstart',
      (event) => {
        const target = event.target;
        if (target instanceof HTMLImageElement && target.hasAttribute('data-reveal')) faded.add(target.currentSrc || target.src);
      },
      true,
    );
  });
}
const fadedCovers = (page: Page) => page.evaluate(() => (window as unknown as { fadedCovers: Set<string> }).fadedCovers.size);
const coverCount = (page: Page) => page.evaluate(() => new Set(Array.from(document.querySelectorAll<HTMLImageElement>('img[data-reveal]'), (i) => i.src)).size);

test.use({ viewport: { width: 1280, height: 800 } });

test('after a client-side visit to /portfolio every cover fades in, though each was loaded before its card mounted', async ({ page }) => {
  await countFades(page);
  await page.goto('/about');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).click();
  // The listing's remote and every cover arrive first ('Loading portfolio items...').
  await expect(page.getByText(`Showing ${CASE_STUDY_COUNT} of ${CASE_STUDY_COUNT} projects`)).toBeVisible({ timeout: REMOTE_PAGE_MS });
  await expect(cards(page)).toHaveCount(CASE_STUDY_COUNT);
  expect(await coverCount(page)).toBe(CASE_STUDY_COUNT);
  await expect.poll(() => fadedCovers(page)).toBe(CASE_STUDY_COUNT);
  const cover = cards(page).first().getByRole('img');
  await expect(cover).toHaveCSS('animation-duration', `${COVER_FADE_MS / 1000}s`);
  await expect(cover).toHaveCSS('opacity', '1');
});

test('a second client-side visit fades the covers in again', async ({ page }) => {
  await countFades(page);
  await page.goto('/portfolio');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Me' })).toBeVisible({ timeout: REMOTE_PAGE_MS });
  await page.evaluate(() => (window as unknown as { fadedCovers: Set<string> }).fadedCovers.clear());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).click();
  await expect(cards(page)).toHaveCount(CASE_STUDY_COUNT, { timeout: REMOTE_PAGE_MS });
  await expect.poll(() => fadedCovers(page)).toBe(CASE_STUDY_COUNT);
});

test('on a direct load the prerendered covers fade in as they load', async ({ page }) => {
  await countFades(page);
  await page.goto('/portfolio');
  const first = cards(page).first().getByRole('img');
  await expect(first).toHaveAttribute('data-loaded', '');
  const src = await first.evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
  await expect.poll(() => page.evaluate((s) => (window as unknown as { fadedCovers: Set<string> }).fadedCovers.has(s), src)).toBe(true);
  await expect(first).toHaveCSS('opacity', '1');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('no cover animates, on a direct load or after a client-side visit, and each is fully shown', async ({ page }) => {
    await countFades(page);
    await page.goto('/portfolio');
    await expect(cards(page).first().getByRole('img')).toHaveAttribute('data-loaded', '');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Me' })).toBeVisible({ timeout: REMOTE_PAGE_MS });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).click();
    await expect(cards(page)).toHaveCount(CASE_STUDY_COUNT, { timeout: REMOTE_PAGE_MS });
    const cover = cards(page).first().getByRole('img');
    await expect(cover).toHaveAttribute('data-loaded', '');
    await expect(cover).toHaveCSS('animation-name', 'none');
    await expect(cover).toHaveCSS('opacity', '1');
    expect(await fadedCovers(page)).toBe(0);
  });
});
