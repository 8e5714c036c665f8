import { SITE } from '@portfolio/devtools';
import { expect, test } from '../support/fixtures';

test('the footer names the owner from the site config, in the prerendered page and once live', async ({ page, request }) => {
  const html = await (await request.get('/about')).text();
  expect(html).toMatch(new RegExp(`<footer[\\s\\S]*${SITE.ownerName.replace(/[<>]/g, (c) => (c === '<' ? '&lt;' : '&gt;'))}[\\s\\S]*</footer>`));
  await page.goto('/about');
  await expect(page.getByRole('contentinfo')).toContainText(`${SITE.ownerName} · ${SITE.name}`);
});
