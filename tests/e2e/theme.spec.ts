import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../support/fixtures';
import { DOM } from '../support/dom';

/**
 * Issue 30, dark mode the way MUI does it: the theme's light and dark schemes as CSS variables, picked by
 * `<html data-mui-color-scheme>`. It follows the system setting until the visitor picks one with the top bar's
 * control; the choice persists (MUI's `mui-mode` key), and a page is painted in it from the first frame.
 */

const PAGES = ['/', '/portfolio', '/portfolio/face-recognition', '/services', '/contact', '/about', '/notes'];
/**
 * Pages whose own specs run axe in the light scheme (the browser's default), after driving them into their states
 * (home.spec, portfolio-listing.spec, forms-services.spec, forms-contact.spec, about.spec): here the light scheme
 * checks only the others, so no page is checked twice in one scheme.
 */
const AXED_LIGHT_IN_THEIR_SPECS = ['/', '/portfolio', '/services', '/contact', '/about'];
/** The canvas of each scheme (tokens COLORS.canvas and DARK_COLORS.canvas), as the browser reports it. */
const CANVAS = { light: 'rgb(245, 247, 251)', dark: 'rgb(11, 17, 32)' } as const;

const scheme = (page: Page) => page.locator('html').getAttribute('data-mui-color-scheme');
const canvas = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const themeControl = (page: Page) => page.getByRole('button', { name: /^Theme: / });

test.describe('following the system setting', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`system set to ${colorScheme}`, () => {
      test.use({ colorScheme });
      test(`a first visit is ${colorScheme}, and the control says it follows the system`, async ({ page }) => {
        await page.goto('/');
        expect(await scheme(page)).toBe(colorScheme);
        expect(await canvas(page)).toBe(CANVAS[colorScheme]);
        await expect(themeControl(page)).toHaveAccessibleName(`Theme: System (${colorScheme})`);
      });
    });
  }
});

test.describe('the theme control', () => {
  test.use({ colorScheme: 'light' });

  test('switches by keyboard, states its mode, and the choice persists across reloads and pages', async ({ page }) => {
    await page.goto('/');
    const control = themeControl(page);
    await control.focus();
    await page.keyboard.press('Enter');
    await expect(control).toHaveAccessibleName('Theme: Dark');
    expect(await scheme(page)).toBe('dark');
    await expect.poll(() => canvas(page)).toBe(CANVAS.dark);
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');

    await page.reload();
    expect(await scheme(page)).toBe('dark');
    await expect(themeControl(page)).toHaveAccessibleName('Theme: Dark');

    // A client-side navigation and a fresh load of another page keep it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    expect(await scheme(page)).toBe('dark');
    await page.goto('/contact');
    expect(await scheme(page)).toBe('dark');
    expect(await canvas(page)).toBe(CANVAS.dark);

    // Then light, then back to the system setting.
    await themeControl(page).click();
    await expect(themeControl(page)).toHaveAccessibleName('Theme: Light');
    expect(await scheme(page)).toBe('light');
    await themeControl(page).click();
    await expect(themeControl(page)).toHaveAccessibleName('Theme: System (light)');
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('system');
  });

  test('a reload in dark mode paints dark before any code of the app has run (no light flash)', async ({ page, context }) => {
    await page.goto('/portfolio/face-recognition');
    await themeControl(page).click();
    expect(await scheme(page)).toBe('dark');

    // The same visitor opens pages with every script file blocked: only the page's own HTML and inline head scripts run.
    const bare = await context.newPage();
    await bare.route(/\.js(\?|$)/, (route) => route.abort());
    for (const path of ['/portfolio/face-recognition', '/']) {
      await bare.goto(path, { waitUntil: 'domcontentloaded' });
      expect(await bare.locator('#root').getAttribute(DOM.live), 'no app code ran').toBeNull();
      expect(await scheme(bare)).toBe('dark');
      expect(await canvas(bare)).toBe(CANVAS.dark);
      await expect(bare.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe in the ${colorScheme} scheme`, () => {
    test.use({ colorScheme });
    for (const path of colorScheme === 'light' ? PAGES.filter((p) => !AXED_LIGHT_IN_THEIR_SPECS.includes(p)) : PAGES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        expect(await scheme(page)).toBe(colorScheme);
        await expectAccessible(page);
      });
    }
  });
}
