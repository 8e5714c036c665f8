import { SITE, distDir, serveStatic, type StaticServer } from '@portfolio/devtools';
import { expect, test } from '../support/fixtures';
import { TEST_PORTS } from '../support/ports';

/** `PUBLIC_SITE_URL` in `pnpm start`: one setting for the canonical link, Open Graph, JSON-LD, the sitemap and robots.txt. */
const PUBLIC = 'https://www.public-site.example';
const origin = `http://localhost:${TEST_PORTS.publicUrl}`;
let shell: StaticServer;

// One server for both tests of the file.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  shell = await serveStatic(distDir('shell'), TEST_PORTS.publicUrl, {
    ...process.env,
    SUPABASE_URL: process.env.TEST_SUPABASE_URL,
    SUPABASE_ANON_KEY: process.env.TEST_SUPABASE_ANON_KEY,
    PUBLIC_SITE_URL: PUBLIC,
  });
});
test.afterAll(async () => {
  await shell.close();
});

test('the served pages, sitemap and robots.txt name the public URL, never the config’s', async () => {
  const html = await (await fetch(`${origin}/portfolio/face-recognition`)).text();
  expect(html).toContain(`<link rel="canonical" href="${PUBLIC}/portfolio/face-recognition">`);
  expect(html).toContain(`<meta property="og:url" content="${PUBLIC}/portfolio/face-recognition">`);
  expect(html).toContain(`<meta property="og:image" content="${PUBLIC}/og/portfolio/face-recognition.png">`);
  expect(html).toMatch(new RegExp(`"item":"${PUBLIC.replace(/\./g, '\\.')}/portfolio"`));
  const home = await (await fetch(`${origin}/`)).text();
  expect(home).toContain(`"@id":"${PUBLIC}/#person"`);
  for (const page of [html, home]) expect(page).not.toContain(SITE.url);
  expect(await (await fetch(`${origin}/sitemap.xml`)).text()).toContain(`<loc>${PUBLIC}/portfolio/face-recognition</loc>`);
  expect(await (await fetch(`${origin}/robots.txt`)).text()).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
});

test('the hydrated page keeps one canonical link, on the public URL, also after navigating', async ({ page }) => {
  await page.goto(`${origin}/portfolio/face-recognition`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PUBLIC}/portfolio/face-recognition`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PUBLIC}/about`);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain(`${PUBLIC}/`);
});
