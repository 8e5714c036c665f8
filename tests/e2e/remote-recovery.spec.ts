import { test, expect } from '../support/fixtures';
import { TEST_PORTS } from '../support/ports';
import { REMOTE_FALLBACK_TEST_ID } from '../support/dom';

const formsOrigin = `http://localhost:${TEST_PORTS.mf_forms}/`;

test('a remote that was down loads when the visitor comes back to its page after it recovered', async ({ page }) => {
  let down = true;
  await page.route(`${formsOrigin}**`, (route) => (down ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/about');
  await expect(page.locator('main h1').first()).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const fallback = page.getByRole('main').getByTestId(REMOTE_FALLBACK_TEST_ID);

  await nav.getByRole('link', { name: 'Services' }).click();
  await expect(fallback).toContainText('The services page is unavailable right now');

  // Leave, the remote comes back, return: no "Try again" needed.
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(fallback).toHaveCount(0);
  down = false;
  await nav.getByRole('link', { name: 'Services' }).click();
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(fallback).toHaveCount(0);
});
