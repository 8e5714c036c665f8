import type { Page } from '@playwright/test';
import { PROJECTS } from '../../mf-portfolio/src/data/projects';
import { pageTitle } from '@portfolio/devtools';
import { test, expect, expectAccessible, expectNoSidewaysScroll } from '../support/fixtures';
import { BASE_URL } from '../support/ports';
import { REMOTE_FALLBACK_TEST_ID } from '../support/dom';

/** Case-study spec §2: every case-study page, their shared layout and its exceptions, composed into the shell. */

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const closing = (page: Page) => page.locator('section[aria-labelledby="closing-title"]');
/** The content chunk a request downloads, by its name `case-<slug>`. */
const caseChunk = (url: string) => /\/case-([a-z0-9-]+)\.[0-9a-f]+\.js$/.exec(url)?.[1];

/**
 * One page visits every case study client-side, as a visitor moving between them does: each loads its own content
 * chunk and swaps the head. Their server HTML, page by page, is seo.spec's ("titles and descriptions are unique");
 * 27 full page loads here checked the same rendering again and took two minutes of the suite.
 */
test('every case study renders its title, description and #technical, with its own title and meta description', async ({ page }) => {
  test.slow();
  await page.goto('/portfolio');
  await expect(page.locator('main h1')).toBeVisible();
  for (const project of PROJECTS) {
    await test.step(project.route, async () => {
      await page.evaluate((route) => {
        history.pushState(null, '', route);
        dispatchEvent(new PopStateEvent('popstate'));
      }, project.route);
      await expect(h1(page, project.title)).toBeVisible();
      await expect(page.getByText(project.shortDescription, { exact: true })).toBeVisible();
      const technical = page.locator('section#technical');
      await expect(technical.getByRole('heading', { level: 2, name: 'Technical Implementation' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'System Overview' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Technical Details' })).toHaveAttribute('href', `${project.route}#technical`);
      await expect(page).toHaveTitle(pageTitle(project.title));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', project.shortDescription);
      await expect(page.getByTestId(REMOTE_FALLBACK_TEST_ID)).toHaveCount(0);
    });
  }
});

test('an unknown slug shows the 404 page inside the chrome', async ({ page }) => {
  await page.goto('/portfolio/not-a-real-project');
  await expect(h1(page, 'Page Not Found')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('ordinary pages close with View Services and Contact Us', async ({ page }) => {
  await page.goto('/portfolio/face-recognition');
  await expect(closing(page).getByRole('link')).toHaveText(['View Services', 'Contact Us']);
  await closing(page).getByRole('link', { name: 'View Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await page.goto('/portfolio/face-recognition');
  await closing(page).getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the review-scraper page closes with Explore Analysis Solution and /services', async ({ page }) => {
  await page.goto('/portfolio/review-scraper');
  await expect(closing(page).getByRole('link')).toHaveText(['Explore Analysis Solution', 'View Services']);
  await expect(closing(page).getByRole('link', { name: 'View Services' })).toHaveAttribute('href', '/services');
  await closing(page).getByRole('link', { name: 'Explore Analysis Solution' }).click();
  await expect(page).toHaveURL(/\/portfolio\/review-analysis$/);
  await expect(h1(page, 'Hotel Review Analysis & Reports')).toBeVisible();
});

test('the psychiatrist page: Request Demo opens the quote wizard, Learn More goes to /contact', async ({ page }) => {
  await page.goto('/portfolio/psychiatrist-evaluation');
  await expect(closing(page).getByRole('link', { name: 'View Services' })).toHaveCount(0);
  await closing(page).getByRole('button', { name: 'Request Demo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get a custom quote' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await closing(page).getByRole('link', { name: 'Learn More' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the demo link exists only where a #demo section does, and both anchors scroll there', async ({ page }) => {
  await page.goto('/portfolio/youtube-automation');
  await page.getByRole('link', { name: 'View Demo' }).click();
  await expect(page).toHaveURL(/\/portfolio\/youtube-automation#demo$/);
  const demo = page.locator('section#demo');
  await expect(demo.getByRole('heading', { level: 2, name: 'Sample Output' })).toBeInViewport();
  await expect(demo.getByText('"script_scenes"')).toBeAttached();

  await page.goto('/portfolio/gamble');
  await page.getByRole('link', { name: 'Technical Details' }).click();
  await expect(page).toHaveURL(/\/portfolio\/gamble#technical$/);
  await expect(page.locator('section#technical').getByRole('heading', { level: 2 })).toBeInViewport();
  await page.goto('/portfolio/gamble#demo');
  await expect(page.locator('section#demo').getByRole('heading', { level: 2, name: 'Sample Output' })).toBeInViewport();
  await expect(page.locator('section#demo').getByText('Outcome,Prediction,Win?,Attempts')).toBeVisible();

  await page.goto('/portfolio/face-recognition');
  await expect(h1(page, 'Face Recognition System')).toBeVisible();
  await expect(page.getByRole('link', { name: /Watch Demo|View Demo|View Results/ })).toHaveCount(0);
  await expect(page.locator('#demo')).toHaveCount(0);
});

test('a code sample copies itself to the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  await page.goto('/portfolio/water-meter-ocr');
  const block = page.getByRole('region', { name: 'Code: Usage with rollover, and cost' });
  await expect(block).toContainText('ROLLOVER = 10000');
  await page.getByRole('button', { name: 'Copy code: Usage with rollover, and cost' }).click();
  await expect(page.getByRole('button', { name: 'Copied code: Usage with rollover, and cost' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.textContent());
  expect(await block.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/monospace/);
});

test('opening a case study downloads only its own content chunk', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    const slug = caseChunk(r.url());
    if (slug) chunks.push(slug);
  });
  await page.goto('/portfolio');
  await expect(page.getByRole('list', { name: 'Portfolio items' }).getByRole('article')).toHaveCount(PROJECTS.length);
  expect(chunks).toEqual([]);
  await page.getByRole('article', { name: 'Betting Pattern Analysis' }).getByRole('link', { name: 'View Details' }).click();
  await expect(page.locator('section#technical')).toBeVisible();
  expect(chunks).toEqual(['gamble']);

  await page.goto('/portfolio/cv-parser');
  await expect(page.locator('section#technical')).toBeVisible();
  expect(chunks).toEqual(['gamble', 'cv-parser']);
});

test.describe('accessibility', () => {
  for (const slug of ['gamble', 'psychiatrist-evaluation', 'skin-disease-classification']) {
    test(`/portfolio/${slug} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(`/portfolio/${slug}`);
      await expect(page.locator('section#technical')).toBeVisible();
      await expect(page.getByTestId('cover-placeholder')).toHaveCount(0);
      await expectAccessible(page);
    });
  }
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a case study fits the screen, its code scrolls inside its box, and it stays accessible', async ({ page }) => {
    await page.goto('/portfolio/youtube-automation');
    await expect(page.locator('section#technical')).toBeVisible();
    await expect(page.getByTestId('cover-placeholder')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    const code = page.getByRole('region', { name: 'Code: Script structure' });
    expect(await code.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === 'auto')).toBe(true);
    await expect(page.getByRole('link', { name: 'View Demo' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('code samples highlighted at build time', () => {
  test('a case study shows coloured code that still reads and copies as plain text, with a keyboard-reachable copy button', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await page.goto('/portfolio/water-meter-ocr');
    const block = page.getByRole('region', { name: 'Code: Usage with rollover, and cost' });
    await expect(block.locator('code[data-highlighted="true"]')).toBeVisible();
    const colours = await block.locator('code span[style*="color"]').evaluateAll((spans) => new Set(spans.map((s) => getComputedStyle(s).color)).size);
    expect(colours).toBeGreaterThanOrEqual(3);
    await expect(block).toContainText('ROLLOVER = 10000');

    const copy = page.getByRole('button', { name: 'Copy code: Usage with rollover, and cost' });
    await block.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(copy).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Copied code: Usage with rollover, and cost' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.textContent());
    await expectAccessible(page);
  });

  test('highlighting adds no JavaScript request: no highlighter, grammar or wasm, and only the page’s own content chunk', async ({ page }) => {
    const requests: { url: string; type: string }[] = [];
    page.on('request', (r) => requests.push({ url: r.url(), type: r.resourceType() }));
    // A first case study loads the page's normal code; the next one may add only its own content chunk.
    await page.goto('/portfolio/cv-parser');
    await expect(page.locator('section#technical code[data-highlighted="true"]').first()).toBeVisible();
    await page.getByRole('link', { name: 'All projects' }).click();
    await expect(page.getByRole('list', { name: 'Portfolio items' }).getByRole('article')).toHaveCount(PROJECTS.length);
    const before = requests.length;
    await page.getByRole('article', { name: 'Water & Electricity Meter OCR' }).getByRole('link', { name: 'View Details' }).click();
    await expect(page.locator('section#technical code[data-highlighted="true"]').first()).toBeVisible();

    expect(requests.filter((r) => /shiki|oniguruma|onig|textmate|highlight|\.wasm(\?|$)/i.test(r.url))).toEqual([]);
    const scripts = requests.slice(before).filter((r) => r.type === 'script' || /\.m?js(\?|$)/.test(r.url));
    expect(scripts.map((r) => caseChunk(r.url) ?? r.url)).toEqual(['water-meter-ocr']);
  });
});

test('a project without a known date shows no date on its card or its page; a dated one shows its month and year', async ({ page }) => {
  await page.goto('/portfolio');
  const undated = page.getByRole('article', { name: 'Face Recognition System' });
  await expect(undated.getByRole('link', { name: 'View Details' })).toBeVisible();
  await expect(undated.getByText(/Worked on|\b20\d\d\b/)).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Google Maps Business Scraper' }).getByText('April 2023')).toBeVisible();

  await undated.getByRole('link', { name: 'View Details' }).click();
  const header = page.locator('header').filter({ has: h1(page, 'Face Recognition System') });
  await expect(header).toBeVisible();
  await expect(header.getByText(/Worked on/)).toHaveCount(0);
  await expect(header.getByText('Computer Vision', { exact: true })).toHaveCount(0);

  await page.goto('/portfolio/google-maps-scraper');
  await expect(page.getByText('Worked on April 2023')).toBeVisible();
  await expect(page.getByText('Web Scraping', { exact: true }).first()).toBeVisible();
});
