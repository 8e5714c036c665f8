import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, expectNoSidewaysScroll } from '../support/fixtures';
import { CASE_STUDY_COUNT } from '../support/caseStudies';

/** Site spec §2.11: the portfolio listing, composed into the shell. */

const cards = (page: Page) => page.getByRole('list', { name: 'Portfolio items' }).getByRole('article');
/** Auto-waiting check of the visible cards' titles, in order. */
const expectTitles = (page: Page, titles: string[]) => expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(titles);
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search portfolio' });
const category = (page: Page, name: string) => page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true });
const COVER = /\/static\/svg\/[a-z0-9-]+\.[0-9a-f]+\.svg$/;

test('shows the title, the category buttons, the search box and every project', async ({ page }) => {
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  await expect(page).toHaveTitle(/^Portfolio \| /);
  const buttons = page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
  await expect(buttons).toHaveText([
    'All Projects',
    'Web Scraping',
    'Data Analysis',
    'Security',
    'Medical AI',
    'Computer Vision',
    'Automation',
    'Gen AI',
    'NLP',
    'Image Processing',
    'Audio Processing',
    'OCR',
    'Web Application',
  ]);
  await expect(category(page, 'All Projects')).toHaveAttribute('aria-pressed', 'true');
  await expect(search(page)).toHaveAttribute('placeholder', 'Search portfolio...');
  await expect(cards(page)).toHaveCount(CASE_STUDY_COUNT);

  const card = page.getByRole('article', { name: 'Thai Driving License OCR' });
  await expect(card.getByRole('img', { name: 'Cover image for Thai Driving License OCR: License field extraction; Overall accuracy 96.5%' })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Tags of Thai Driving License OCR' }).getByRole('listitem')).toHaveText([
    'OCR',
    'Identity Documents',
    'Thai Language',
  ]);
  await expect(card.getByText('February 2023')).toBeVisible();
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/portfolio\/thai-driving-license-ocr$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thai Driving License OCR' })).toBeVisible();
});

test('category and search combine, live in the URL and survive a reload', async ({ page }) => {
  await page.goto('/portfolio');
  await expect(cards(page)).toHaveCount(CASE_STUDY_COUNT);

  await category(page, 'Computer Vision').click();
  await expect(page).toHaveURL(/\/portfolio\?category=computer-vision$/);
  await expect(cards(page)).toHaveCount(12);
  await expect(category(page, 'Computer Vision')).toHaveAttribute('aria-pressed', 'true');

  // A multi-category project appears under each of its categories.
  await search(page).fill('signature');
  await expect(page).toHaveURL(/category=computer-vision&search=signature$/);
  await expectTitles(page, ['Bank Book OCR', 'Signature Detection & Verification']);
  await category(page, 'Security').click();
  await expectTitles(page, ['Signature Detection & Verification']);
  await category(page, 'Image Processing').click();
  await expectTitles(page, ['QR Code Protection', 'Signature Detection & Verification']);

  await page.reload();
  await expect(category(page, 'Image Processing')).toHaveAttribute('aria-pressed', 'true');
  await expect(search(page)).toHaveValue('signature');
  await expectTitles(page, ['QR Code Protection', 'Signature Detection & Verification']);

  // Case-insensitive, in the title, the short description or any tag.
  await category(page, 'All Projects').click();
  await expect(page).toHaveURL(/\/portfolio\?search=signature$/);
  await search(page).fill('HEADSHOT');
  await expectTitles(page, ['AI Headshots Generator']);
  await search(page).fill('pages of 10');
  await expectTitles(page, ['Hotel Review Scraper & Translator']);
  await search(page).fill('biometrics');
  await expectTitles(page, ['Face Recognition System']);
  await search(page).fill('');
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(cards(page)).toHaveCount(CASE_STUDY_COUNT);
});

test('a shared filtered address opens the filtered view', async ({ page }) => {
  await page.goto('/portfolio?category=web%20application&search=driver');
  await expect(category(page, 'Web Application')).toHaveAttribute('aria-pressed', 'true');
  await expectTitles(page, ['Logistics Driver Management']);
});

test("an empty result reads 'No portfolio items found.'", async ({ page }) => {
  await page.goto('/portfolio');
  await category(page, 'Audio Processing').click();
  await expect(cards(page)).toHaveCount(1);
  await search(page).fill('watermark');
  await expect(page.getByText('No portfolio items found.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await page.goto('/portfolio?search=nothing%20matches%20this');
  await expect(page.getByText('No portfolio items found.')).toBeVisible();
});

test("'Loading portfolio items...' stays until the last cover has loaded, when the listing is opened in the app", async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/svg\/gamble\.[0-9a-f]+\.svg$/, async (route) => {
    await released;
    await route.continue();
  });
  const otherCovers = new Set<string>();
  page.on('response', (r) => {
    if (COVER.test(r.url()) && !r.url().includes('/gamble.')) otherCovers.add(r.url());
  });
  // A prerendered listing arrives with its cards; the loading state belongs to the app's own navigation.
  await page.goto('/about');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).click();
  await expect.poll(() => otherCovers.size).toBe(CASE_STUDY_COUNT - 1);
  await expect(page.getByText('Loading portfolio items...')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  release();
  await expect(page.getByText('Loading portfolio items...')).toBeHidden();
  await expect(cards(page)).toHaveCount(CASE_STUDY_COUNT);
  await expect(page.getByRole('article', { name: 'Betting Pattern Analysis' }).getByRole('img')).toBeVisible();
});

test("a cover that fails counts as loaded and its card shows 'No image'", async ({ page }) => {
  await page.route(/\/static\/svg\/gamble\.[0-9a-f]+\.svg$/, (route) => route.abort());
  await page.goto('/portfolio');
  await expect(cards(page)).toHaveCount(CASE_STUDY_COUNT);
  const gamble = page.getByRole('article', { name: 'Betting Pattern Analysis' });
  // Covers below the first row load lazily: the failure happens once the card comes near.
  await gamble.scrollIntoViewIfNeeded();
  await expect(gamble.getByText('No image')).toBeVisible();
  await expect(gamble.getByRole('img')).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Audio Content Filter' }).getByRole('img')).toBeVisible();
});

for (const { width, columns } of [
  { width: 375, columns: 1 },
  { width: 800, columns: 2 },
  { width: 1440, columns: 4 },
]) {
  test(`the grid has ${columns} column(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/portfolio');
    await expect(cards(page)).toHaveCount(CASE_STUDY_COUNT);
    const grid = page.getByTestId('portfolio-grid');
    expect(await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(columns);
  });
}

test('the listing has no serious accessibility violations', async ({ page }) => {
  await page.goto('/portfolio');
  await expect(cards(page)).toHaveCount(CASE_STUDY_COUNT);
  // Covers below the fold load as they come near; the first row's have faded in.
  await expect(page.getByText(`Showing ${CASE_STUDY_COUNT} of ${CASE_STUDY_COUNT} projects`)).toBeVisible();
  await expect(cards(page).first().getByTestId('cover-placeholder')).toHaveCount(0);
  await expectAccessible(page);
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the listing fits, filters and stays accessible', async ({ page }) => {
    await page.goto('/portfolio');
    await expect(cards(page)).toHaveCount(CASE_STUDY_COUNT);
    await category(page, 'OCR').click();
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByTestId('cover-placeholder')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});
