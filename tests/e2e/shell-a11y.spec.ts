import { test, expect, expectAccessible } from '../support/fixtures';

// Home and About are checked by their own specs at both widths (home.spec, about.spec) and in both schemes
// (theme.spec); the 404 page is the shell's only page left.
for (const width of [1280, 375]) {
  test.describe(`shell pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    test('the 404 page has no serious or critical axe violations', async ({ page }) => {
      await page.goto('/does-not-exist');
      await expect(page.locator('main h1').first()).toBeVisible();
      await expectAccessible(page);
    });
  });
}

test('the chrome is usable by keyboard: skip link, then the sidebar links', async ({ page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await page.goto('/about');
  const portfolio = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' });
  for (let i = 0; i < 10 && !(await portfolio.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(portfolio).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portfolio$/);
});
