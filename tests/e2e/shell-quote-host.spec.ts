import { test, expect } from '../support/fixtures';

test.describe('the floating quote button and the modal host (site spec §2.3)', () => {
  test('the button appears 500 ms after load, opens the modal, and hides while it is open', async ({ page }) => {
    // Time stands still from the start, so the 500 ms are ours to step through.
    await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
    await page.goto('/about');
    await expect(page.locator('main h1').first()).toBeVisible();
    const button = page.getByRole('button', { name: 'Get a Custom Quote', exact: true });
    await expect(button).toHaveCount(0);
    await page.clock.runFor(450);
    await expect(button).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(button).toBeVisible();
    await page.clock.resume();

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Get a custom quote' });
    await expect(dialog).toBeVisible();
    await expect(button).toHaveCount(0);
    // Page scrolling is locked while the modal is open.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeVisible();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('a backdrop click and Escape close the modal', async ({ page }) => {
    await page.goto('/about');
    const button = page.getByRole('button', { name: 'Get a Custom Quote', exact: true });
    const dialog = page.getByRole('dialog', { name: 'Get a custom quote' });

    await button.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 400);
    await expect(dialog).toBeHidden();

    await button.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("Home's 'Create Your Project' card opens the same modal", async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('button', { name: /Create Your Project/ });
    await card.click();
    await expect(page.getByRole('dialog', { name: 'Get a custom quote' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get a Custom Quote', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(card).toBeFocused();
  });

  test('focus returns to the control that opened the modal, however it closes (issue 31, WCAG 2.4.3)', async ({ page }) => {
    await page.goto('/about');
    const button = page.getByRole('button', { name: 'Get a Custom Quote', exact: true });
    const dialog = page.getByRole('dialog', { name: 'Get a custom quote' });
    const closings: [string, () => Promise<void>][] = [
      ['close button', () => dialog.getByRole('button', { name: 'Close', exact: true }).click()],
      ['Escape', () => page.keyboard.press('Escape')],
      ['backdrop', () => page.mouse.click(5, 400)],
    ];
    for (const [how, closeIt] of closings) {
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(dialog, how).toBeVisible();
      await closeIt();
      await expect(dialog, how).toBeHidden();
      await expect(button, `focus after closing by ${how}`).toBeFocused();
    }
  });
});
