import { rmSync } from 'node:fs';
import { distDir, serveStatic, type StaticServer } from '@portfolio/devtools';
import { END_PREVIEW, PREVIEW_BAR_LABEL, PREVIEW_PARAM, REFUSAL, previewRefused, previewingFrom } from '@portfolio/federation/preview';
import { alteredBuild } from '../support/alteredBuild';
import { test, expect, waitForLiveRemotes } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { DOM, areaSelector } from '../support/dom';

/** The listing's heading (site spec §2.11), and the one the second build shows instead. */
const LIVE_HEADING = 'Portfolio';
const PREVIEW_HEADING = 'Portfolio, preview build';

/** A second build of mf-portfolio with a changed heading: the current build with the listing's title replaced. */
const portfolioWithNewHeading = () =>
  alteredBuild('mf_portfolio', {
    files: /\.js$/,
    edit: (text) => text.replace(`title:"${LIVE_HEADING}",allProjects:`, `title:"${PREVIEW_HEADING}",allProjects:`),
    nothingChanged: "mf-portfolio's build holds no listing title to change",
  });

const heading = (page: Page, name: string) => page.locator('main').getByRole('heading', { level: 1, name, exact: true });
const noindex = (page: Page) => page.locator('head meta[name="robots"][content="noindex"]');
/**
 * Each page load of the tab: whether its address asked for a preview, and whether its CSP admits `origin`. Only an
 * address with the parameter is served the CSP that admits the preview origins.
 */
function documentsOf(page: Page, origin: string) {
  const documents: Array<[asked: boolean, admits: boolean]> = [];
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'document') return;
    documents.push([new URL(r.url()).searchParams.has(PREVIEW_PARAM), (r.headers()['content-security-policy'] ?? '').includes(origin)]);
  });
  return documents;
}

const previewLink = (shell: StaticServer, manifestUrl: string) =>
  `${shell.url}/portfolio?${new URLSearchParams({ [PREVIEW_PARAM]: `mf_portfolio@${manifestUrl}` })}`;

test.describe('a preview of one remote inside the real site', () => {
  const servers: StaticServer[] = [];
  let dir = '';
  let preview: StaticServer;
  let elsewhere: StaticServer;
  let shell: StaticServer;

  test.beforeAll(async () => {
    dir = portfolioWithNewHeading();
    preview = await serveStatic(dir, 0, process.env);
    // The same build on an origin the site does not list.
    elsewhere = await serveStatic(dir, 0, process.env);
    shell = await serveStatic(distDir('shell'), 0, {
      ...process.env,
      SUPABASE_URL: process.env.TEST_SUPABASE_URL,
      SUPABASE_ANON_KEY: process.env.TEST_SUPABASE_ANON_KEY,
      PREVIEW_ORIGINS: preview.url,
    });
    servers.push(preview, elsewhere, shell);
  });
  test.afterAll(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('composes the previewed build into the tab until the tab ends it', async ({ page }) => {
    // Three page loads, each rendered afresh: a budget, not a wait.
    test.slow();
    const manifestUrl = `${preview.url}/mf-manifest.json`;
    const documents = documentsOf(page, preview.url);
    await page.goto(previewLink(shell, manifestUrl));
    await expect(heading(page, PREVIEW_HEADING)).toBeVisible();
    expect(documents).toEqual([[true, true]]);
    const bar = page.getByRole('region', { name: PREVIEW_BAR_LABEL });
    await expect(bar).toContainText(previewingFrom('mf_portfolio', manifestUrl));
    await expect(noindex(page)).toHaveCount(1);
    // The parameter leaves the address; the tab keeps the preview from one page load to the next.
    await expect(page).toHaveURL(`${shell.url}/portfolio`);
    await page.reload();
    await expect(heading(page, PREVIEW_HEADING)).toBeVisible();
    // The reload was served the strict CSP, so the page asked for itself again with the parameter, and dropped it again.
    expect(documents).toEqual([
      [true, true],
      [false, false],
      [true, true],
    ]);
    await expect(page).toHaveURL(`${shell.url}/portfolio`);

    const end = bar.getByRole('button', { name: END_PREVIEW });
    await end.focus();
    // The button reloads the page: the live remote's areas are then loaded as on any visit.
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await waitForLiveRemotes(page);
    await expect(heading(page, LIVE_HEADING)).toBeVisible();
    await expect(page.locator(`${areaSelector('portfolio')}[${DOM.live}]`)).toHaveCount(1);
    await expect(heading(page, PREVIEW_HEADING)).toHaveCount(0);
    await expect(bar).toHaveCount(0);
    await expect(noindex(page)).toHaveCount(0);
    expect(documents.at(-1)).toEqual([false, false]);
  });

  test('leaves another tab of the same browser on the live remote', async ({ page, context }) => {
    // Two page loads in two tabs: a budget, not a wait.
    test.slow();
    await page.goto(previewLink(shell, `${preview.url}/mf-manifest.json`));
    await expect(heading(page, PREVIEW_HEADING)).toBeVisible();

    const other = await context.newPage();
    const otherDocuments = documentsOf(other, preview.url);
    await other.goto(`${shell.url}/portfolio`);
    await waitForLiveRemotes(other);
    await expect(other.locator(`${areaSelector('portfolio')}[${DOM.live}]`)).toHaveCount(1);
    await expect(heading(other, LIVE_HEADING)).toBeVisible();
    await expect(heading(other, PREVIEW_HEADING)).toHaveCount(0);
    await expect(other.getByRole('region', { name: PREVIEW_BAR_LABEL })).toHaveCount(0);
    await expect(noindex(other)).toHaveCount(0);
    // Its page admits no preview origin.
    expect(otherDocuments).toEqual([[false, false]]);
  });

  test('refuses an origin the site does not list: the bar says why, and the live remote is loaded', async ({ page }) => {
    const manifestUrl = `${elsewhere.url}/mf-manifest.json`;
    const fromElsewhere: string[] = [];
    page.on('request', (r) => r.url().startsWith(elsewhere.url) && fromElsewhere.push(r.url()));
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

    await page.goto(previewLink(shell, manifestUrl));
    const raw = `mf_portfolio@${manifestUrl}`;
    const refused = previewRefused(raw, REFUSAL.notAllowed(elsewhere.url));
    await expect(page.getByRole('region', { name: PREVIEW_BAR_LABEL }).getByRole('alert')).toHaveText(refused);
    await expect(page.locator(`${areaSelector('portfolio')}[${DOM.live}]`)).toHaveCount(1);
    await expect(heading(page, LIVE_HEADING)).toBeVisible();
    await expect(heading(page, PREVIEW_HEADING)).toHaveCount(0);
    await expect(noindex(page)).toHaveCount(0);
    expect(errors).toContain(refused);
    expect(fromElsewhere).toEqual([]);
  });
});
