import type { Page } from '@playwright/test';
import { test, expect, waitForLiveRemotes } from '../support/fixtures';
import { CASE_STUDY_COUNT } from '../support/caseStudies';
import { SIDEBAR } from '../../packages/ui/src/tokens';

/** Issue 38, item 4: two races a visitor could lose, the sidebar's start-up width and a category then a search. */

test.describe('the sidebar decides from the width, resizes during start-up included', () => {
  test.use({ viewport: { width: 375, height: 800 }, waitForLive: false });

  test('a window loaded at 375 px and widened before the shell is live shows the sidebar collapsed', async ({ page }) => {
    // The document and its entry script are there; the shell hydrates later (after the first paint, in steps).
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await waitForLiveRemotes(page);
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar).toHaveAttribute('data-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    // Collapsed is the icon rail (site spec §2.2), once its 200 ms width transition has run.
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(SIDEBAR.collapsedWidth);
  });

  test('a window loaded at 1280 px, narrowed under 768 px and widened again shows it collapsed', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await waitForLiveRemotes(page);
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar).toHaveAttribute('data-expanded', 'true');
    await page.setViewportSize({ width: 600, height: 800 });
    await expect(sidebar).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(sidebar).toHaveAttribute('data-expanded', 'false');
  });
});

/** How long the list may take to follow the URL (a router transition) on a loaded machine. */
const TRANSITION_MS = 20_000;
const cards = (page: Page) => page.getByRole('list', { name: 'Portfolio items' }).getByRole('article');
const category = (page: Page, name: string) => page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search portfolio' });

test.describe('a category, then a search at once, on /portfolio', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('given in the same moment, both hold in the list and in the URL', async ({ page }) => {
    await page.goto('/portfolio');
    await expect(cards(page)).toHaveCount(CASE_STUDY_COUNT);
    // One task: the category's navigation (a React transition) cannot have committed before the search is typed.
    await page.evaluate(() => {
      const button = Array.from(document.querySelectorAll<HTMLButtonElement>('[aria-label="Filter by category"] button')).find(
        (b) => b.textContent === 'Security',
      )!;
      button.click();
      const box = document.querySelector<HTMLInputElement>('input[aria-label="Search portfolio"]')!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, 'signature');
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await expect(page).toHaveURL(/\/portfolio\?category=security&search=signature$/);
    // The list follows the URL as a React transition, which a loaded machine commits later.
    await expect(category(page, 'Security')).toHaveAttribute('aria-pressed', 'true', { timeout: TRANSITION_MS });
    await expect(search(page)).toHaveValue('signature');
    await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(['Signature Detection & Verification']);
  });

  test('clicked, then typed straight away, both hold', async ({ page }) => {
    await page.goto('/portfolio');
    await category(page, 'Computer Vision').click();
    await search(page).pressSequentially('ocr');
    await expect(page).toHaveURL(/\/portfolio\?category=computer-vision&search=ocr$/);
    await expect(category(page, 'Computer Vision')).toHaveAttribute('aria-pressed', 'true', { timeout: TRANSITION_MS });
    await expect(cards(page)).toHaveCount(5);
    await expect(page.getByText(`Showing 5 of ${CASE_STUDY_COUNT} projects`)).toBeVisible();
  });
});
