import type { Locator, Page, Route } from '@playwright/test';
import { test, expect, waitForLiveRemotes } from '../support/fixtures';
import { CASE_STUDY_COUNT } from '../support/caseStudies';

/** Issue 31: what the prerender regressed (site spec §2.2, §2.11) and the gaps around it. */

const COVER = /\/static\/svg\/[a-z0-9-]+\.[0-9a-f]+\.svg$/;
const listingCards = (page: Page) => page.getByRole('list', { name: 'Portfolio items' }).getByRole('article');

/** Holds every cover request until `release` is called, so the loading state can be looked at. */
async function holdCovers(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(COVER, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

test.describe("site spec §2.11: 'Loading portfolio items...', placeholders and fades", () => {
  test('a direct load keeps the prerendered grid and says it is loading until the covers settle; each cover pulses, then fades in', async ({ page }) => {
    const release = await holdCovers(page);
    // The load event waits for the held covers: go on once the document is there (the fixture waits for the remotes).
    await page.goto('/portfolio', { waitUntil: 'domcontentloaded' });
    await expect(listingCards(page)).toHaveCount(CASE_STUDY_COUNT);
    const status = page.getByText('Loading portfolio items...');
    await expect(status).toBeVisible();
    const first = listingCards(page).first();
    const placeholder = first.getByTestId('cover-placeholder');
    await expect(placeholder).toHaveAttribute('data-status', 'loading');
    await expect(placeholder).toHaveText('No image');
    expect(await placeholder.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
    // The surface pulses; the text keeps its contrast: no frame of the pulse fades the placeholder.
    const pulsed = await placeholder.evaluate((el) =>
      el.getAnimations().flatMap((a) => (a.effect as KeyframeEffect).getKeyframes().map((k) => Object.keys(k))),
    );
    expect(pulsed.flat()).toContain('backgroundColor');
    expect(pulsed.flat()).not.toContain('opacity');
    // Not loaded yet: invisible (1 %, not 0, so Chrome counts its paint the moment it loads and starts to fade in).
    await expect(first.getByRole('img')).toHaveCSS('opacity', '0.01');
    await release();
    await expect(page.getByText(`Showing ${CASE_STUDY_COUNT} of ${CASE_STUDY_COUNT} projects`)).toBeVisible();
    await expect(placeholder).toHaveCount(0);
    await expect(first.getByRole('img')).toHaveCSS('opacity', '1');
    // The fade is an animation (docs/decisions/016-covers-fade-as-an-animation.md).
    expect(await first.getByRole('img').evaluate((el) => getComputedStyle(el).animationDuration)).toBe('0.4s');
  });

  test('the first navigation to /portfolio inside an already-loaded remote shows the loading state too', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/portfolio/face-recognition');
    const release = await holdCovers(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).click();
    await expect(page.getByText('Loading portfolio items...')).toBeVisible();
    await release();
    await expect(page.getByText(`Showing ${CASE_STUDY_COUNT} of ${CASE_STUDY_COUNT} projects`)).toBeVisible();
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('the placeholder does not pulse and the cover does not fade', async ({ page }) => {
      const release = await holdCovers(page);
      await page.goto('/portfolio', { waitUntil: 'domcontentloaded' });
      const first = listingCards(page).first();
      await expect(first.getByTestId('cover-placeholder')).toHaveCSS('animation-name', 'none');
      await release();
      await expect(first.getByRole('img')).toHaveCSS('opacity', '1');
      await expect(first.getByRole('img')).toHaveCSS('animation-name', 'none');
    });
  });
});

/**
 * Opens a card's case study from the keyboard and returns where the page was when it left. A click can move the page
 * first: when Playwright finds the link not yet stable (a busy machine), its retry scrolls the link to a new place,
 * and the page rightly remembers that place, not the one read before.
 */
async function openFromHere(page: Page, card: Locator) {
  const link = card.getByRole('link', { name: 'View Details' });
  await link.focus();
  const from = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Enter');
  await expect(page.locator('section#technical')).toBeVisible();
  return from;
}

test('Back from a case study opened from a scrolled, filtered /portfolio returns to the same place and filters', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/portfolio');
  await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Computer Vision', exact: true }).click();
  await expect(page).toHaveURL(/category=/);
  // The filtered list is committed (its groups of cards are new elements, keyed by their first card) before a card is read.
  await expect(page.getByText(/^Showing 12 of \d+ projects$/)).toBeVisible();
  const target = listingCards(page).nth(4);
  await target.getByRole('link', { name: 'View Details' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  const url = page.url();
  const before = await openFromHere(page, target);
  expect(before).toBeGreaterThan(1000);
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.goBack();
  await expect(page).toHaveURL(url);
  await waitForLiveRemotes(page);
  await expect(page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Computer Vision', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(before - 2);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(2);
});

for (const width of [375, 1280]) {
  test(`Back to /portfolio opened directly (the tab's first page) returns to the tenth card at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // Opened from a link or a search result: no client-side visit before it, so its history entry has no router key.
    await page.goto('/portfolio');
    await waitForLiveRemotes(page);
    const target = listingCards(page).nth(9);
    await target.getByRole('link', { name: 'View Details' }).scrollIntoViewIfNeeded();
    const before = await openFromHere(page, target);
    expect(before).toBeGreaterThan(500);
    await page.goBack();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(before - 2);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(2);
  });
}

for (const width of [375, 1280]) {
  test(`the wizard's option icons keep their 20 × 20 px at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Get a Custom Quote', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Get a custom quote' });
    await expect(dialog.getByRole('radiogroup')).toBeVisible();
    const sizes = await dialog
      .getByRole('radiogroup')
      .locator('label svg.lucide')
      .evaluateAll((icons) => icons.map((icon) => `${Math.round(icon.getBoundingClientRect().width)}x${Math.round(icon.getBoundingClientRect().height)}`));
    expect(sizes.length).toBeGreaterThan(3);
    expect(new Set(sizes)).toEqual(new Set(['20x20']));
  });
}

test("a failed About chunk shows a fallback with 'Try again' in the page area; the chrome keeps working", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.route(/page-about[^/]*\.js$/, (route) => route.abort());
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page.getByText('The about page is unavailable right now')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Portfolio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page.getByText('The about page is unavailable right now')).toBeVisible();
  await page.unroute(/page-about[^/]*\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByText('The about page is unavailable right now')).toHaveCount(0);
});

test("a 5xx on the password-reset e-mail shows a sentence, not 'Password reset failed: {}'", async ({ page }) => {
  await page.route(/\/auth\/v1\/recover/, (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/signin');
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Password reset failed: Something went wrong. Please try again later.');
});
