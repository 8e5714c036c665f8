import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, expectNoSidewaysScroll } from '../support/fixtures';
import { DEFAULT_JOB_ID } from '../../shell/src/logic/constants';

/**
 * Accessibility checks look at the settled page: no auto-advancing slide (reduced motion) and no fade-in
 * half way, since axe measures the contrast of text at whatever opacity it has at that instant.
 */
async function settleAnimations(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
}

const positions = (page: Page) => page.getByRole('tablist', { name: 'Positions' });

test('About has its intro, capabilities and the three other sections, then the footer', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Me' })).toBeVisible();
  const intro = page.getByRole('region', { name: 'About Me' });
  await expect(intro.getByRole('heading', { level: 2 })).toHaveCount(3);
  for (const name of ['Professional Experience', 'Skills & Expertise', 'Education & Leadership']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the experience timeline starts on job2 (2020 – 2022) and shows the position clicked', async ({ page }) => {
  await page.goto('/about');
  const tabs = positions(page).getByRole('tab');
  await expect(tabs).toHaveCount(3);
  expect(DEFAULT_JOB_ID).toBe('job2');
  await expect(page.locator('#job2')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#job1')).toHaveAttribute('aria-selected', 'false');
  await expect(page.locator('#job3')).toHaveAttribute('aria-selected', 'false');
  const details = page.getByRole('tabpanel');
  await expect(details).toContainText('An AI technology company');
  await expect(details).toContainText('2020 – 2022');

  await page.locator('#job1').click();
  await expect(page.locator('#job1')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#job2')).toHaveAttribute('aria-selected', 'false');
  await expect(details).toContainText('Independent contractor');
  await expect(details).toContainText('2020 – Present');
  await expect(details).toHaveAccessibleName(/Independent AI\/ML Developer/);

  await page.locator('#job3').click();
  await expect(details).toContainText('A group of companies');
  await expect(details).toContainText('2023 – 2024');
});

test('the positions work from the keyboard', async ({ page }) => {
  await page.goto('/about');
  await page.locator('#job2').focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('#job3')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#job3')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('2023 – 2024');
});

test('the About page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/about');
  await expect(positions(page)).toBeVisible();
  await settleAnimations(page);
  await expectAccessible(page);
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test('About fits without sideways scrolling and the timeline still works', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Me' })).toBeVisible();
    await page.locator('#job1').click();
    await expect(page.getByRole('tabpanel')).toContainText('2020 – Present');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});
