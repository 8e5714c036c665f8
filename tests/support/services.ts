import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const scrolledIntoView = (page: Page) => page.evaluate(() => (window as unknown as { scrolledIntoView: number }).scrolledIntoView);

/** Counts the page's scrollIntoView calls (from before any script runs), so a test can wait for the site's own scroll. */
export async function watchScrollIntoView(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { scrolledIntoView: number };
    w.scrolledIntoView = 0;
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, ...args: Parameters<Element['scrollIntoView']>) {
      w.scrolledIntoView += 1;
      original.apply(this, args);
    };
  });
}

/**
 * Opens a service card and waits for the page to scroll it into view (site spec §4: 100 ms after opening). A click
 * aimed inside the card before then can land on whatever the scroll moves under the pointer. Needs
 * watchScrollIntoView before the page loads, and reduced motion so the scroll is instant.
 */
export async function expandServiceCard(page: Page, title: string) {
  const toggle = page.getByRole('button', { name: title, exact: true });
  const before = await scrolledIntoView(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => scrolledIntoView(page)).toBeGreaterThan(before);
}
