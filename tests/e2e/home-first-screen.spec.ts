import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../support/fixtures';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The owner's config as committed (read as a file: Node loads JSON modules only with an import attribute). */
const SITE = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'site.config.json'), 'utf8')) as {
  ownerName: string;
  headline: string;
  photo: string | null;
};

/** Issue 30: the first screen at the two sizes a client is most likely to use. */
const SCREENS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** Whether the element lies wholly inside the first screen (the page not scrolled). */
async function withinFirstScreen(page: Page, selector: ReturnType<Page['locator']>, height: number) {
  const box = await selector.boundingBox();
  expect(box, 'element has a box').not.toBeNull();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height);
}

for (const screen of SCREENS) {
  test.describe(`Home's first screen on a ${screen.name} (${screen.width}×${screen.height})`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test("shows the owner's name and avatar, the headline under 'Welcome!', a quote action and a portfolio action", async ({ page }) => {
      await page.goto('/');
      const main = page.getByRole('main');
      const heading = main.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(`Welcome!${SITE.headline}`);
      const name = main.getByText(SITE.ownerName, { exact: true });
      const avatar = page.getByTestId('owner-avatar');
      const quote = main.getByRole('button', { name: 'Get a custom quote' });
      const portfolio = main.getByRole('link', { name: 'See my portfolio' });
      for (const element of [heading, name, avatar, quote, portfolio]) {
        await expect(element).toBeVisible();
        await withinFirstScreen(page, element, screen.height);
      }
      // The configured photo, else the name's initials.
      if (SITE.photo) await expect(avatar.locator('img')).toHaveAttribute('src', SITE.photo);
      else await expect(avatar).toHaveText(/^[A-Z]{1,2}$/);
      // The statistics are a compact strip that starts on the first screen too.
      const stats = page.getByRole('list', { name: 'Statistics' });
      expect((await stats.boundingBox())!.y).toBeLessThan(screen.height);
    });

    test('has no serious accessibility violations', async ({ page }) => {
      await page.goto('/');
      await expectAccessible(page);
    });
  });
}

test.describe('on a 375×812 phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the first screen's actions open the quote wizard and the portfolio", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('button', { name: 'Get a custom quote' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('main').getByRole('link', { name: 'See my portfolio' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible({ timeout: 20_000 });
  });
  test('the first featured project starts within 1.5 screens', async ({ page }) => {
    await page.goto('/');
    const first = page.getByRole('list', { name: 'Featured projects' }).getByRole('listitem').first();
    await expect(first).toBeAttached();
    const top = await first.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(1.5 * 812);
  });
});
