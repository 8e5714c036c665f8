import { test, expect, expectAccessible } from '../support/fixtures';
import { TEST_PORTS } from '../support/ports';
import { CASE_STUDY_COUNT } from '../support/caseStudies';

/** The portfolio remote running on its own (ARCHITECTURE.md "Standalone"): /portfolio/* and /featured. */

const ORIGIN = `http://localhost:${TEST_PORTS.mf_portfolio}`;

test('the standalone listing filters, keeps its URL and opens a case study', async ({ page }) => {
  await page.goto(`${ORIGIN}/portfolio`);
  await expect(page.getByRole('banner')).toContainText('mf-portfolio · standalone');
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Portfolio items' }).getByRole('article');
  await expect(cards).toHaveCount(CASE_STUDY_COUNT);
  await page.getByRole('button', { name: 'Security', exact: true }).click();
  await expect(page).toHaveURL(`${ORIGIN}/portfolio?category=security`);
  await expect(cards).toHaveCount(2);
  await page.reload();
  await expect(cards).toHaveCount(2);
  await page.getByRole('article', { name: 'VUDENCAI: SQL Injection Detection' }).getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/portfolio/vudencai`);
  await expect(page.getByRole('heading', { level: 1, name: 'VUDENCAI: SQL Injection Detection' })).toBeVisible();
});

test('standalone case studies: deep links, the #technical anchor despite <base href="/">, and 404', async ({ page }) => {
  await page.goto(`${ORIGIN}/portfolio/nails-segmentation`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nail Segmentation' })).toBeVisible();
  await page.getByRole('link', { name: 'Technical Details' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/portfolio/nails-segmentation#technical`);
  await expect(page.locator('section#technical').getByRole('heading', { level: 2 })).toBeInViewport();
  await expectAccessible(page);
  await page.goto(`${ORIGIN}/portfolio/no-such-project`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

test("the standalone /featured page shows the three featured projects, without the shell's Create card", async ({ page }) => {
  await page.goto(`${ORIGIN}/featured`);
  const featured = page.getByRole('list', { name: 'Featured projects' });
  await expect(featured.getByRole('article').getByRole('heading', { level: 3 })).toHaveText([
    'Face Recognition System',
    'AI Headshots Generator',
    'AI Psychiatrist Evaluation System',
  ]);
  await expect(featured).not.toContainText('Create Your Project');
  await featured.getByRole('article', { name: 'AI Headshots Generator' }).getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/portfolio/headshots-generator`);
});

test('the home page shows the featured projects from this remote, each with cover, overview and 3 tags', async ({ page }) => {
  await page.goto('/');
  const featured = page.getByRole('list', { name: 'Featured projects' });
  const face = featured.getByRole('article', { name: 'Face Recognition System' });
  await expect(face.getByRole('img', { name: 'Cover image for Face Recognition System: REST API and offline SDK' })).toBeVisible();
  await expect(face.getByText(/Enrols faces with their metadata/)).toBeVisible();
  await expect(face.getByRole('list', { name: 'Tags of Face Recognition System' }).getByRole('listitem')).toHaveCount(3);
  await expect(featured.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Create Your Project' })).toBeVisible();
});
