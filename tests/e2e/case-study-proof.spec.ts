import { test, expect, expectAccessible } from '../support/fixtures';

/** Issue 30: a case study leads with proof. Title, then the facts band, then the story and code, then 'Next project →', then the closing band. */
for (const width of [375, 1280]) {
  test(`a case study's order at ${width} px: title, facts band with the spec's figures, story and code, next project, closing band`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/portfolio/vudencai');
    const main = page.getByRole('main');
    const band = main.getByRole('region', { name: 'Key facts' });
    await expect(band.getByRole('list', { name: 'Results' })).toContainText('96%');
    await expect(band.getByRole('list', { name: 'Tags' })).toBeVisible();
    const top = async (locator: ReturnType<typeof main.locator>) => (await locator.boundingBox())!.y;
    const order = [
      await top(main.getByRole('heading', { level: 1 })),
      await top(band),
      await top(main.locator('#technical')),
      await top(main.locator('pre, code').first()),
      await top(main.getByRole('navigation', { name: 'Next project' })),
      await top(main.getByRole('region', { name: 'Interested in a similar solution?' })),
    ];
    expect(order).toEqual([...order].sort((a, b) => a - b));
    if (width === 375) await expectAccessible(page);
    await main.getByRole('navigation', { name: 'Next project' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/portfolio\/[a-z0-9-]+$/);
    expect(page.url()).not.toMatch(/\/vudencai$/);
  });
}
