import { test, expect, expectNoSidewaysScroll } from '../support/fixtures';
import { TEST_PORTS } from '../support/ports';
import { VISITOR_ROUTES } from '../support/routes';
import { REMOTE_FALLBACK_TEST_ID } from '../support/dom';

/** Site spec §2.1: every route and the app that owns it, from the area table and the shell's own pages. */
const ROUTES = VISITOR_ROUTES;

for (const route of ROUTES) {
  test(`${route.path} renders its owner (${route.owner}) inside the chrome`, async ({ page }) => {
    const exposeLoaded =
      'expose' in route
        ? page.waitForRequest(
            (r) => r.url().startsWith(`http://localhost:${TEST_PORTS[route.owner]}/`) && r.url().includes(`__federation_expose_${route.expose}`),
          )
        : null;
    await page.goto(route.path);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    if (exposeLoaded) await exposeLoaded;
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByTestId(REMOTE_FALLBACK_TEST_ID)).toHaveCount(0);
  });
}

test('an unknown path shows the 404 page, whose buttons lead home and back', async ({ page }) => {
  await page.goto('/about');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goto('/missing');
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the active sidebar link: / only on itself, the others by prefix', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.goto('/portfolio/face-recognition');
  await expect(nav.getByRole('link', { name: 'Portfolio' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Portfolio' })).not.toHaveAttribute('aria-current', 'page');
});

test('the sidebar collapses to icons (16 decorative icons) and the content margin follows', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const main = page.locator('main');
  await expect(nav).toHaveAttribute('data-expanded', 'true');
  const wide = (await main.boundingBox())!.x;
  // Drawn once the page is idle: every icon while expanded.
  await expect.poll(async () => Number(await page.getByTestId('sidebar-decor').getAttribute('data-count'))).toBeGreaterThan(16);

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(nav).toHaveAttribute('data-expanded', 'false');
  await expect(page.getByTestId('sidebar-decor')).toHaveAttribute('data-count', '16');
  // Collapsed: exactly the first 16.
  await expect(page.getByTestId('sidebar-decor').locator('svg')).toHaveCount(16);
  await expect(nav.getByText('Portfolio')).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Portfolio' })).toBeVisible();
  await expect.poll(async () => (await main.boundingBox())!.x).toBeLessThan(wide);
  // The width animates over 200 ms: wait for where it settles, not for one frame of the way there.
  await expect.poll(async () => (await nav.boundingBox())!.width).toBe(64);

  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(nav).toHaveAttribute('data-expanded', 'true');
});

test('the page scrolls to the top when the path changes', async ({ page }) => {
  await page.goto('/about');
  // Make the page tall whatever its content, then leave it from the bottom.
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px';
    window.scrollTo(0, 3000);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sidebar is hidden and the full-screen menu lists the pages and Sign In', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.width).toBe(375);
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Portfolio', 'Notes', 'Services', 'Contact', 'About', 'Sign In']);
    await menu.getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(menu).toBeHidden();
  });

  test('the page has no horizontal scroll', async ({ page }) => {
    for (const path of ['/', '/about', '/nope']) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });
});
