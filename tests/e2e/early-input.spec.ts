import type { Page, Request } from '@playwright/test';
import type { RemoteName } from '@portfolio/federation/ports';
import { test, expect, waitForLiveRemotes } from '../support/fixtures';
import { BASE_URL, TEST_PORTS } from '../support/ports';
import { DOM, areaSelector } from '../support/dom';

/**
 * Issue 26, "Live at first paint": what a visitor does to a prerendered page before its code is live is kept. Each
 * test holds some of the page's scripts back until after the action, as a slow phone would, then lets them through.
 */
test.use({ waitForLive: false });

/** Holds back the scripts that match until `release()`: the page shows its prerendered HTML, and nothing is live. */
async function holdScripts(page: Page, matches: (url: string) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(
    (url) => url.pathname.endsWith('.js') && matches(url.href),
    async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    },
  );
  return { release, held };
}

const fromRemote = (name: RemoteName) => (url: string) => url.startsWith(`http://localhost:${TEST_PORTS[name]}/`);
const fromShell = (url: string) => url.startsWith(`${BASE_URL}/static/js/`);

/** The early-input script runs by its CSP hash: a refused inline script would be reported here. */
function watchCsp(page: Page) {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  return refused;
}

/** Opens a page without waiting for its load event, which the held scripts (preloaded in its head) hold back. */
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'commit' });

const isLive = (page: Page, area: string) => page.locator(areaSelector(area)).evaluate((el, live) => el.hasAttribute(live), DOM.live);
const cards = (page: Page) => page.getByRole('list', { name: 'Portfolio items' }).getByRole('article');

test('a search typed on /portfolio before it is live filters the list once it is', async ({ page }) => {
  const csp = watchCsp(page);
  const gate = await holdScripts(page, fromRemote('mf_portfolio'));
  await open(page, '/portfolio');
  const search = page.getByRole('searchbox', { name: 'Search portfolio' });
  await search.pressSequentially('headshot');
  await expect.poll(() => gate.held.length).toBeGreaterThan(0);
  expect(await isLive(page, 'portfolio')).toBe(false);

  gate.release();
  await waitForLiveRemotes(page);
  await expect(search).toHaveValue('headshot');
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(['AI Headshots Generator']);
  await expect(page).toHaveURL(/\/portfolio\?search=headshot$/);
  expect(csp).toEqual([]);
});

test('a category chosen on /portfolio before it is live takes effect once it is', async ({ page }) => {
  const gate = await holdScripts(page, fromRemote('mf_portfolio'));
  await open(page, '/portfolio');
  const computerVision = page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Computer Vision', exact: true });
  await computerVision.click();
  expect(await isLive(page, 'portfolio')).toBe(false);

  gate.release();
  await expect(page).toHaveURL(/\/portfolio\?category=computer-vision$/);
  await expect(computerVision).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(12);
});

test('a link clicked before the area is live goes where it points', async ({ page }) => {
  const gate = await holdScripts(page, fromRemote('mf_portfolio'));
  await open(page, '/portfolio');
  // The whole document parsed (the shell's own scripts ran; only the remote's are held): a click now is a visitor's.
  await page.waitForLoadState('domcontentloaded');
  await page.getByRole('article', { name: 'Face Recognition System' }).getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/portfolio\/face-recognition$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Face Recognition System' })).toBeVisible();
  gate.release();
});

test('on /contact, the type picked and the fields typed before it is live are kept and take effect', async ({ page }) => {
  const gate = await holdScripts(page, fromRemote('mf_forms'));
  await open(page, '/contact');
  await page.getByRole('radio', { name: 'I would like to chat' }).check();
  await page.getByRole('textbox', { name: 'Name' }).pressSequentially('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  expect(await isLive(page, 'contact')).toBe(false);
  // Before it is live the prerendered form still shows the idea type's selects.
  await expect(page.getByRole('combobox', { name: 'Industry' })).toBeVisible();

  gate.release();
  await waitForLiveRemotes(page);
  await expect(page.getByRole('radio', { name: 'I would like to chat' })).toBeChecked();
  // React took the type: the chat type shows no selects.
  await expect(page.getByRole('combobox', { name: 'Industry' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
});

test('on /services, a card clicked before it is live opens once it is', async ({ page }) => {
  const gate = await holdScripts(page, fromRemote('mf_forms'));
  await open(page, '/services');
  const toggle = page.getByRole('button', { name: 'AI/ML API Development', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  gate.release();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'AI/ML API Development' })).toBeVisible();
});

test('a page scrolled before it is live stays where the visitor scrolled it', async ({ page }) => {
  // Hydration used to scroll the first page to the top, moving what the visitor was about to click from under the pointer.
  const gate = await holdScripts(page, fromShell);
  await open(page, '/services');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const scrolled = await page.evaluate(() => window.scrollY);

  gate.release();
  await expect(page.locator('#root')).toHaveAttribute(DOM.live, '');
  await waitForLiveRemotes(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('the quote wizard opened before the page is live opens once it is', async ({ page }) => {
  const gate = await holdScripts(page, (url) => fromShell(url) || fromRemote('mf_quote')(url));
  await open(page, '/');
  // Home's 'Create Your Project' card is in the prerendered page (the floating button comes 500 ms after load).
  await page.getByRole('button', { name: /Create Your Project/ }).click();
  expect(await page.locator('#root').evaluate((el, live) => el.hasAttribute(live), DOM.live)).toBe(false);

  gate.release();
  // Every held script arrives at once and the wizard is fetched only then: on a busy machine that took 5–9 s to go
  // live and as long again for the wizard, past the 7 s of an expectation, so it waits as long as a page may.
  await waitForLiveRemotes(page);
  const dialog = page.getByRole('dialog', { name: 'Get a custom quote' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(areaSelector('quote-wizard'))).toBeAttached();
  await waitForLiveRemotes(page);
  await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
});

test('the remote areas follow the documented contract: named, deferred below the fold, live once they listen', async ({ page }) => {
  // Deferred in the page's own HTML, before any script: the load policy is part of the prerendered markup.
  const html = await (await page.request.get('/')).text();
  expect(html).toContain(`<div ${DOM.slot}="mf_portfolio/FeaturedProjects" ${DOM.area}="featured-projects" ${DOM.deferred}=""`);
  await page.setViewportSize({ width: 390, height: 500 });
  await page.goto('/');
  const featured = page.locator(areaSelector('featured-projects'));
  await expect(page.locator('#root')).toHaveAttribute(DOM.live, '');
  await featured.locator('> *').first().scrollIntoViewIfNeeded();
  await expect(featured).toHaveAttribute(DOM.live, '');
  await expect(featured).not.toHaveAttribute(DOM.deferred);
});

test("a page's HTML preloads its area's files, so they download alongside the shell's", async ({ page }) => {
  const requested: Request[] = [];
  page.on('request', (r) => requested.push(r));
  await page.goto('/services');
  await waitForLiveRemotes(page);
  const response = await page.request.get('/services');
  const html = await response.text();
  const manifest = (await (await page.request.get(`http://localhost:${TEST_PORTS.mf_forms}/mf-manifest.json`)).json()) as {
    metaData: { remoteEntry: { name: string } };
    exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const expose = manifest.exposes.find((e) => e.name === 'ServicesPage')!;
  for (const file of [manifest.metaData.remoteEntry.name, ...expose.assets.js.sync]) {
    expect(html).toContain(`<link rel="preload" href="http://localhost:${TEST_PORTS.mf_forms}/${file}" as="script" fetchpriority="low">`);
  }
  // Each preloaded file is fetched once: the runtime's own request reuses the preload.
  const entryRequests = requested.filter((r) => r.url().endsWith(manifest.metaData.remoteEntry.name));
  expect(entryRequests).toHaveLength(1);
});

test('a remote page downloads only the shared MUI it renders: no menu select or tabs, and choice controls only where its remote uses them', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const fetched = (group: string) => scripts.filter((p) => p.includes(`/${group}.`));
  await page.goto('/portfolio');
  await waitForLiveRemotes(page);
  expect(fetched('shared-mui-extra')).toHaveLength(1);
  for (const group of ['shared-mui-select', 'shared-mui-tabs', 'shared-mui-choices']) expect(fetched(group), group).toEqual([]);

  scripts.length = 0;
  await page.goto('/contact');
  await waitForLiveRemotes(page);
  // The contact form's radios and selects: preloaded with the page, because mf_forms' manifest lists the module.
  const html = await (await page.request.get('/contact')).text();
  expect(html).toMatch(/<link rel="preload" href="\/static\/js\/async\/shared-mui-choices\.[0-9a-f]+\.js" as="script"/);
  expect(fetched('shared-mui-choices')).toHaveLength(1);
  for (const group of ['shared-mui-select', 'shared-mui-tabs']) expect(fetched(group), group).toEqual([]);
});

test("a prerendered cover fades in as soon as it loads, without waiting for its area's code", async ({ page }) => {
  const gate = await holdScripts(page, fromRemote('mf_portfolio'));
  await open(page, '/portfolio');
  const cover = cards(page).first().getByRole('img');
  await expect(cover).toHaveAttribute('data-loaded', '');
  await expect(cover).toHaveCSS('opacity', '1');
  expect(await isLive(page, 'portfolio')).toBe(false);
  gate.release();
  await waitForLiveRemotes(page);
  await expect(cover).toHaveCSS('opacity', '1');
});
