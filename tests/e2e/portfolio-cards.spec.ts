import { test, expect } from '../support/fixtures';

/** Issue 30: a listing card is one link as a whole, its 'View Details' a quiet text link; the cover's placeholder follows the theme. */
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
