import { test, expect } from '../support/fixtures';

/** Issue 30: Contact and Services lower the cost of reaching out. */
test('Contact says what happens next (a reply by e-mail, never a placeholder time) and offers the quote wizard', async ({ page }) => {
  await page.goto('/contact');
  const aside = page.getByRole('complementary', { name: 'What happens next' });
  await expect(aside).toContainText('I reply to every message by e-mail');
  await expect(aside).not.toContainText('<');
  await aside.getByRole('button', { name: 'Get a custom quote' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('every collapsed service card shows its price and what is included', async ({ page }) => {
  await page.goto('/services');
  const cards = page.getByRole('main').locator('article[data-expanded="false"]');
  await expect(cards).toHaveCount(4);
  for (const card of await cards.all()) {
    await expect(card.getByText(/^Starting at \$[\d,]+$/)).toBeVisible();
    await expect(card.getByRole('heading', { name: 'What is included' })).toBeVisible();
    await expect(card.getByRole('listitem').first()).toBeVisible();
  }
});
