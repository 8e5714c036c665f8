import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { luminance } from '../support/contrast';
import { test, expect } from '../support/fixtures';

/**
 * Issue 30: a listing card is one link as a whole, its 'View Details' a quiet text link; the cover (one SVG holding a
 * light and a dark look) and its placeholder follow the theme.
 */
test('a click anywhere on a card, its cover included, opens the case study; View Details is text, not a filled button', async ({ page }) => {
  await page.goto('/portfolio');
  const card = page.getByRole('article', { name: 'Face Recognition System' });
  const link = card.getByRole('link', { name: 'View Details' });
  await expect(card.getByRole('link')).toHaveCount(1);
  await expect(card.getByRole('button')).toHaveCount(0);
  expect(await link.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  await card.locator('img').scrollIntoViewIfNeeded();
  const cover = await card.locator('img').boundingBox();
  expect(cover).not.toBeNull();
  await page.mouse.click(cover!.x + cover!.width / 2, cover!.y + cover!.height / 2);
  await expect(page).toHaveURL(/\/portfolio\/face-recognition$/);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the 'No image' placeholder follows the ${colorScheme} scheme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    // Covers that never arrive: every card shows its placeholder.
    await page.route('**/static/svg/*.svg', (route) => route.abort());
    await page.goto('/portfolio');
    const placeholder = page.getByTestId('cover-placeholder').first();
    await expect(placeholder).toHaveAttribute('data-status', 'failed');
    const surface = await placeholder.evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor);
    const [r, g, b] = surface.match(/\d+/g)!.map(Number);
    const light = (r! + g! + b!) / 3 > 128;
    expect(light, `placeholder surface ${surface}`).toBe(colorScheme === 'light');
  });
}

/** The mean WCAG relative luminance (0 black to 1 white) of an element as the page paints it. */
async function meanLuminance(element: Locator): Promise<number> {
  const { data, info } = await sharp(await element.screenshot({ animations: 'disabled' }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let sum = 0;
  for (let i = 0; i < data.length; i += info.channels) sum += luminance({ r: data[i]!, g: data[i + 1]!, b: data[i + 2]!, a: 1 });
  return sum / (data.length / info.channels);
}

const htmlColorScheme = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);

test.describe('the covers themselves', () => {
  test.use({ colorScheme: 'light' });

  test("the first cover is light in the light theme, dark in the dark one, and the top bar's control switches it without a reload", async ({ page }) => {
    await page.goto('/portfolio');
    const cover = page.getByRole('article').first().locator('img');
    await expect(cover).toHaveAttribute('data-loaded', '');
    await expect(cover).toHaveCSS('opacity', '1');
    // The cover's own stylesheet asks for the image's colour scheme, which it inherits from the page's theme.
    expect(await htmlColorScheme(page)).toBe('light');
    const light = await meanLuminance(cover);
    expect(light, 'the light cover').toBeGreaterThan(0.5);

    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    const control = page.getByRole('button', { name: /^Theme: / });
    await control.click();
    await expect(control).toHaveAccessibleName('Theme: Dark');
    expect(await htmlColorScheme(page)).toBe('dark');
    await expect.poll(() => meanLuminance(cover), { message: 'the dark cover' }).toBeLessThan(0.2);

    await control.click();
    await expect(control).toHaveAccessibleName('Theme: Light');
    await expect.poll(() => meanLuminance(cover), { message: 'light again' }).toBeGreaterThan(0.5);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument), 'no reload').toBe(true);
  });

  test("a case study's hero cover keeps its dark look in the light theme: its band is dark in both", async ({ page }) => {
    await page.goto('/portfolio/face-recognition');
    const cover = page.getByRole('main').locator('header img');
    await expect(cover).toHaveAttribute('data-loaded', '');
    await expect(cover).toHaveCSS('opacity', '1');
    expect(await htmlColorScheme(page)).toBe('light');
    expect(await meanLuminance(cover)).toBeLessThan(0.2);
  });
});
