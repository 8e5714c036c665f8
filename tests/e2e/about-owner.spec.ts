import { SITE, pageTitle } from '@portfolio/devtools';
import { test, expect, expectAccessible } from '../support/fixtures';

/** Issue 38, item 6: the person on every page, and About opening with a header that introduces them. */

test('/about opens with the owner: avatar, name and title, before "About Me"', async ({ page }) => {
  await page.goto('/about');
  const header = page.getByRole('region', { name: SITE.ownerName });
  await expect(header).toBeVisible();
  await expect(header.getByTestId('owner-header-avatar')).toBeVisible();
  await expect(header).toContainText(SITE.ownerTitle);
  // The committed config has no photo, no CV and placeholder links and reply time: none of them is shown.
  await expect(header.getByRole('link')).toHaveCount(0);
  await expect(header).not.toContainText('<reply');
  const headerBox = (await header.boundingBox())!;
  const titleBox = (await page.getByRole('heading', { level: 1, name: 'About Me' }).boundingBox())!;
  expect(headerBox.y + headerBox.height).toBeLessThanOrEqual(titleBox.y);
  // Prerendered: the header is in the page's HTML, not added by a script.
  const html = await (await page.request.get('/about')).text();
  expect(html).toContain('data-testid="owner-header"');
});

for (const [path, title] of [
  ['/', pageTitle('')],
  ['/about', pageTitle('About')],
  ['/portfolio', pageTitle('Portfolio')],
] as const) {
  test(`${path}: the tab title, the top bar and the link preview name the owner`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    expect(title).toContain(SITE.ownerName);
    await expect(page.getByRole('banner').getByRole('link', { name: SITE.ownerName, exact: true })).toBeVisible();
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toBeTruthy();
    const response = await page.request.get(new URL(image!).pathname);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('image/png');
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 375]) {
    test.describe(`About's header in the ${colorScheme} scheme at ${width} px`, () => {
      test.use({ colorScheme, viewport: { width, height: 800 } });
      test('has no serious or critical axe violations', async ({ page }) => {
        await page.goto('/about');
        await expect(page.getByRole('region', { name: SITE.ownerName })).toBeVisible();
        await expectAccessible(page);
      });
    });
  }
}
