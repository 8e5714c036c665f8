import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRERENDERED_APPS, SITE, distDir, publicPaths, serveStatic } from '@portfolio/devtools';
import { test, expect, scrollToRemote } from '../support/fixtures';
import { BASE_URL, TEST_PORTS } from '../support/ports';
import { CASE_STUDY_COUNT } from '../support/caseStudies';
import { PUBLIC_PATHS } from '../support/routes';
import { PROJECTS } from '../../mf-portfolio/src/data/projects';
import { CLIENT_ROUTES, DOM_PROTOCOL } from '@portfolio/federation/areas';
import { CONTACT_TITLE } from '../../mf-forms/src/logic/constants';
import { LISTING } from '../../mf-notes/src/logic/constants';
import { NOTE_PAGE_COUNT, NOTE_POSTS, notePath } from '../support/notes';

type Expected = { heading: string; text: string; jsonLd: string | null };

/** What each public page (site spec §2.1) must say without JavaScript; the list of pages comes from the area table. */
const EXPECTED: Record<string, Expected> = {
  '/': { heading: 'Welcome!', text: 'Featured Projects', jsonLd: 'Person' },
  '/portfolio': { heading: 'Portfolio', text: 'Face Recognition System', jsonLd: null },
  '/services': { heading: 'Services', text: 'AI/ML API Development', jsonLd: 'Service' },
  '/contact': { heading: CONTACT_TITLE, text: 'Fields marked with * are required', jsonLd: null },
  '/about': { heading: 'About Me', text: 'Professional Experience', jsonLd: 'ProfessionalService' },
  '/notes': { heading: LISTING.title, text: NOTE_POSTS[0]!.summary, jsonLd: null },
};

/** A case study says its record's title and short description; a note its title and the case studies it draws on. */
function expectedOf(route: string): Expected | undefined {
  const project = PROJECTS.find((p) => p.route === route);
  const note = NOTE_POSTS.find((n) => notePath(n.slug) === route);
  return (
    EXPECTED[route] ??
    (project && { heading: project.title, text: project.shortDescription, jsonLd: 'CreativeWork' }) ??
    (note && { heading: note.title, text: note.related[0]?.title ?? note.summary, jsonLd: 'BlogPosting' })
  );
}

/** Every page the sitemap lists: the five pages of site spec §2.1, the case studies and the notes. */
const SITEMAP_SIZE = 5 + CASE_STUDY_COUNT + NOTE_PAGE_COUNT;

const PUBLIC_PAGES = PUBLIC_PATHS.flatMap((p) => {
  const expected = expectedOf(p);
  return expected ? [{ path: p, ...expected }] : [];
});

test('every public page of the area table has its expectations here', () => {
  expect(PUBLIC_PATHS.filter((p) => !expectedOf(p))).toEqual([]);
});

const SITE_URL = 'https://portfolio.example.com';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path: route, heading, text, jsonLd } of PUBLIC_PAGES) {
    test(`${route} is complete HTML with its own head`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      await expect(page.locator('main')).toContainText(text);
      // Styled on first paint: Emotion's rules are in the page, not injected later.
      expect(await page.locator('style[data-emotion^="css "]').count()).toBe(1);
      await expect(page.locator('head title')).toHaveCount(1);
      // Every title names the owner (issue 38): "Page | Owner", Home "Owner · title".
      expect(await page.title()).toContain(SITE.ownerName);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${route}`);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image'])
        await expect(page.locator(`meta[property="${property}"]`)).toHaveCount(1);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      if (jsonLd) expect((await page.locator('script[type="application/ld+json"]').allTextContents()).join()).toContain(`"@type":"${jsonLd}"`);
      // Images carry their size, so nothing shifts while they load.
      for (const img of await page.locator('main img').all()) {
        expect(await img.getAttribute('width')).toBeTruthy();
        expect(await img.getAttribute('height')).toBeTruthy();
      }
    });
  }

  test('app pages are the client frame, marked noindex', async ({ request }) => {
    for (const route of CLIENT_ROUTES) {
      const res = await request.get(route);
      expect(res.status(), route).toBe(200);
      expect(res.headers()['x-robots-tag'], route).toBe('noindex');
    }
  });
});

// One test per page and width: all pages in one test took 44–57 s of its 60 s on a loaded machine, before the notes.
for (const width of [375, 1280]) {
  for (const { path: route, heading } of PUBLIC_PAGES) {
    test(`${route} hydrates without errors or replaced HTML at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      // The server's headings and sections, as parsed before any script ran: hydration must adopt them, not replace them.
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { serverNodes: Element[] }).serverNodes = Array.from(document.querySelectorAll('main h1, main h2, main section'));
        });
      });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Areas that load near the viewport hydrate once scrolled to, and must adopt their HTML too.
      for (const id of await page
        .locator(`[${DOM_PROTOCOL.deferred}]`)
        .evaluateAll((slots, slot) => slots.map((s) => s.getAttribute(slot)!), DOM_PROTOCOL.slot)) {
        await scrollToRemote(page, id);
      }
      const replaced = await page.evaluate(() =>
        (window as unknown as { serverNodes: Element[] }).serverNodes.filter((n) => !n.isConnected).map((n) => `${n.tagName} ${n.textContent?.slice(0, 40)}`),
      );
      expect(replaced, 'server HTML replaced instead of hydrated').toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
}

test('the prerendered DOM is kept and live: a client-side navigation renders the next page', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/portfolio');
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('link', { name: /View Details/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/portfolio\/[a-z0-9-]+$/);
  await expect(page.locator('main h1')).toBeVisible();
  expect(problems).toEqual([]);
});

/** Every public page the build prerendered (each case study too), read from the prerender's own output. */
function prerenderedPublicPaths(): string[] {
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as never;
  const remotes = PRERENDERED_APPS.filter((app) => app !== 'shell');
  return publicPaths(
    read(path.join(distDir('shell'), 'prerender', 'frames.json')),
    Object.fromEntries(remotes.map((app) => [app, read(path.join(distDir(app), 'prerender', 'pages.json'))])),
  );
}

test('every public page hydrates its prerendered HTML without a hydration error (issue 28: rendered in Node)', async ({ page }) => {
  // One load per page, each waiting until every area is live: about 35 pages.
  test.setTimeout(240_000);
  const paths = prerenderedPublicPaths();
  expect(paths.length).toBeGreaterThan(CASE_STUDY_COUNT);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  for (const route of paths) {
    await page.goto(route);
    expect(await page.locator('html').getAttribute(DOM_PROTOCOL.prerendered), route).toBe('');
    for (const id of await page
      .locator(`[${DOM_PROTOCOL.deferred}]`)
      .evaluateAll((slots, slot) => slots.map((s) => s.getAttribute(slot)!), DOM_PROTOCOL.slot)) {
      await scrollToRemote(page, id);
    }
  }
  expect(problems).toEqual([]);
});

test('client navigation swaps the head: no title or description outlives its page', async ({ page }) => {
  await page.goto('/portfolio/face-recognition');
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveTitle(/^Services \|/);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', /facial landmarks/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/services`);
});

test('the sitemap lists every public page once, absolute, and robots.txt names it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(urls.length).toBe(SITEMAP_SIZE);
  expect(new Set(urls).size).toBe(urls.length);
  for (const { path: route } of PUBLIC_PAGES) expect(urls).toContain(`${SITE_URL}${route}`);
  expect(urls.filter((u) => u.startsWith(`${SITE_URL}/portfolio/`))).toHaveLength(CASE_STUDY_COUNT);
  for (const note of NOTE_POSTS) expect(urls).toContain(`${SITE_URL}${notePath(note.slug)}`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

test('titles and descriptions are unique across the public pages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths).toHaveLength(SITEMAP_SIZE);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const route of paths) {
    const html = await (await request.get(route)).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
    expect(title, route).toBeTruthy();
    expect(description, route).toBeTruthy();
    expect(titles.get(title!), `${route} repeats the title of ${titles.get(title!)}`).toBeUndefined();
    expect(descriptions.get(description!), `${route} repeats the description of ${descriptions.get(description!)}`).toBeUndefined();
    titles.set(title!, route);
    descriptions.set(description!, route);
  }
});

test('unknown paths and unknown case studies answer 404 with the 404 page', async ({ page, request }) => {
  for (const route of ['/no-such-page', '/portfolio/no-such-project']) {
    const res = await request.get(route);
    expect(res.status(), route).toBe(404);
    expect(await res.text()).toContain('Page Not Found');
    const visit = await page.goto(route);
    expect(visit?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  }
});

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (data: Buffer) => ({ signature: data.subarray(1, 4).toString(), width: data.readUInt32BE(16), height: data.readUInt32BE(20) });

test('preview images are 1200×630 PNGs: one for the site, one per case study', async ({ request }) => {
  for (const route of ['/', '/portfolio/face-recognition', '/portfolio/cv-parser']) {
    const html = await (await request.get(route)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
    const res = await request.get(new URL(image).pathname);
    expect(res.status(), image).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    expect(pngSize(await res.body())).toEqual({ signature: 'PNG', width: 1200, height: 630 });
  }
});

test('site files: favicon, touch icon and web manifest', async ({ request }) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect((await ico.body()).readUInt16LE(2)).toBe(1);
  expect(pngSize(await (await request.get('/apple-touch-icon.png')).body())).toMatchObject({ width: 180, height: 180 });
  const manifest = (await (await request.get('/site.webmanifest')).json()) as { name: string; icons: Array<{ src: string }> };
  expect(manifest.name).toBe('AI/ML Developer Portfolio');
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
});

function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(name).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

test('a remote released alone changes its prerendered pages while the shell stays byte-identical', async () => {
  const shellBefore = hashTree(distDir('shell'));
  // A new release of mf-portfolio, deployed elsewhere: its own files only, with a corrected heading.
  const release = mkdtempSync(path.join(tmpdir(), 'mf-portfolio-release-'));
  cpSync(distDir('mf_portfolio'), release, { recursive: true });
  const pagesFile = path.join(release, 'prerender', 'pages.json');
  writeFileSync(pagesFile, readFileSync(pagesFile, 'utf8').replace(/Face Recognition System/g, 'Face Recognition System, revised'));
  rmSync(`${pagesFile}.br`);
  rmSync(`${pagesFile}.gz`);
  const [remotePort, shellPort] = [TEST_PORTS.spare[2], TEST_PORTS.spare[3]];
  const remote = await serveStatic(release, remotePort, {});
  const env = {
    ...process.env,
    REMOTE_MF_PORTFOLIO_URL: `http://localhost:${remotePort}/mf-manifest.json`,
    SUPABASE_URL: process.env.TEST_SUPABASE_URL,
    SUPABASE_ANON_KEY: process.env.TEST_SUPABASE_ANON_KEY,
  };
  const shell = await serveStatic(distDir('shell'), shellPort, env);
  try {
    const html = await (await fetch(`http://localhost:${shellPort}/portfolio/face-recognition`)).text();
    expect(html).toContain('Face Recognition System, revised');
    expect(html).toContain(`http://localhost:${remotePort}/`);
    const old = await (await fetch(`${BASE_URL}/portfolio/face-recognition`)).text();
    expect(old).not.toContain('revised');
  } finally {
    await shell.close();
    await remote.close();
    rmSync(release, { recursive: true, force: true });
  }
  expect(hashTree(distDir('shell'))).toBe(shellBefore);
});
