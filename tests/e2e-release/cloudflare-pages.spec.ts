import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { pageFile } from '@portfolio/devtools';
import { startPagesDev, type PagesDev } from '../support/pagesDev';

/**
 * The same release served side by side by nginx (globalSetup) and by Cloudflare's own asset server
 * (`wrangler pages dev`, which reads the generated `_headers` and `_redirects`): both must answer alike.
 */
const siteDir = path.join(process.env.RELEASE_DIR!, 'site');
const nginx = process.env.RELEASE_URL!;
let pages: PagesDev;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  pages = await startPagesDev(siteDir);
});
test.afterAll(async () => {
  await pages?.stop();
});

interface Answer {
  status: number;
  location: string | null;
  body: string;
  header: (name: string) => string | null;
}

/** One GET as a browser's first request would make it, redirects not followed. */
async function get(origin: string, urlPath: string): Promise<Answer> {
  const res = await fetch(`${origin}${urlPath}`, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), body: await res.text(), header: (name) => res.headers.get(name) };
}
const both = (urlPath: string) => Promise.all([get(pages.url, urlPath), get(nginx, urlPath)]);

const file = (name: string) => readFileSync(path.join(siteDir, name), 'utf8');
const SECURITY = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options'];
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Both say "ask again before using it": nginx's no-cache, and the hosts' default for files no rule names.
const revalidates = (value: string | null) => value === 'no-cache' || value === 'public, max-age=0, must-revalidate';

function expectSameSecurityHeaders(cloudflare: Answer, reference: Answer, what: string) {
  for (const name of SECURITY) {
    expect(cloudflare.header(name), `${what}: ${name}`).toBeTruthy();
    expect(cloudflare.header(name), `${what}: ${name}`).toBe(reference.header(name));
  }
}

/** The pages the sitemap lists, by path: the canonical addresses, without a trailing slash. */
const sitemapPaths = () => [...file('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);

test('every page of the sitemap is served at its canonical address with no redirect, and /x/ moves to /x, as on nginx', async () => {
  const paths = sitemapPaths();
  expect(paths.length).toBeGreaterThan(20);
  expect(paths).toContain('/portfolio/face-recognition');
  for (const urlPath of paths) {
    const [cloudflare, reference] = await both(urlPath);
    expect(cloudflare.status, urlPath).toBe(200);
    expect(cloudflare.body, urlPath).toBe(file(pageFile(urlPath)));
    expect(reference.body, urlPath).toBe(cloudflare.body);
    expect(cloudflare.header('content-type'), urlPath).toContain('text/html');
    expect(revalidates(cloudflare.header('cache-control')), `${urlPath}: ${cloudflare.header('cache-control')}`).toBe(true);
    expect(cloudflare.header('x-robots-tag'), urlPath).toBeNull();
    expectSameSecurityHeaders(cloudflare, reference, urlPath);
    if (urlPath === '/') continue;
    for (const answer of await both(`${urlPath}/`)) {
      expect(answer.status, `${urlPath}/`).toBe(308);
      expect(answer.location, `${urlPath}/`).toBe(urlPath);
    }
  }
});

test('the app routes answer with the frame, noindex, with or without a slash', async () => {
  for (const route of ['/signin', '/signup', '/reset-password', '/profile', '/inbox']) {
    for (const urlPath of [route, `${route}/`]) {
      const [cloudflare, reference] = await both(urlPath);
      expect(cloudflare.status, urlPath).toBe(200);
      expect(cloudflare.body, urlPath).toBe(file('app.html'));
      expect(cloudflare.header('x-robots-tag'), urlPath).toBe('noindex');
      expect(cloudflare.header('cache-control'), urlPath).toBe('no-cache');
      expectSameSecurityHeaders(cloudflare, reference, urlPath);
    }
  }
  // The frame's own clean address (served from app.html by the host) stays out of search as well.
  expect((await get(pages.url, '/app')).header('x-robots-tag')).toBe('noindex');
});

test("unknown paths get status 404 with the site's 404 page and the security headers", async () => {
  for (const urlPath of ['/no-such-page', '/portfolio/not-a-real-project', '/portfolio/not-a-real-project/', '/static/js/gone.0123abcd.js']) {
    const [cloudflare, reference] = await both(urlPath);
    expect(cloudflare.status, urlPath).toBe(404);
    expect(reference.status, urlPath).toBe(404);
    expect(cloudflare.body, urlPath).toBe(file('404.html'));
    expect(cloudflare.body, urlPath).toContain('Page Not Found');
    expectSameSecurityHeaders(cloudflare, reference, urlPath);
  }
});

test('hashed assets are cached for a year, HTML, remotes.json and manifests revalidate, remote folders are shared across origins', async () => {
  const entry = /<script defer(?:="")? src="(\/static\/js\/index\.[0-9a-f]+\.js)"/.exec(file('index.html'))![1]!;
  const remotes = JSON.parse(file('remotes.json')) as Record<string, string>;
  const manifestPath = remotes.mf_portfolio!;
  const manifest = JSON.parse(file(manifestPath.slice(1))) as { metaData: { remoteEntry: { name: string; path: string } } };
  const remoteEntry = `${manifestPath.slice(0, manifestPath.lastIndexOf('/') + 1)}${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`;
  expect(remoteEntry).toMatch(/\/static\/js\/[^/]+\.[0-9a-f]{8,}\.js$/);

  for (const hashed of [entry, remoteEntry]) {
    const [cloudflare, reference] = await both(hashed);
    expect(cloudflare.status, hashed).toBe(200);
    expect(cloudflare.header('cache-control'), hashed).toBe(IMMUTABLE);
    expect(reference.header('cache-control'), hashed).toBe(IMMUTABLE);
    expect(cloudflare.header('content-type'), hashed).toContain('javascript');
  }
  for (const json of ['/remotes.json', '/app-config.json', manifestPath]) {
    const [cloudflare, reference] = await both(json);
    expect(cloudflare.status, json).toBe(200);
    expect(cloudflare.header('cache-control'), json).toBe('no-cache');
    expect(reference.header('cache-control'), json).toBe('no-cache');
    expect(cloudflare.header('content-type'), json).toContain('application/json');
    expect(JSON.parse(cloudflare.body), json).toEqual(JSON.parse(file(json.slice(1))));
  }
  for (const shared of [manifestPath, remoteEntry]) {
    const [cloudflare, reference] = await both(shared);
    expect(cloudflare.header('access-control-allow-origin'), shared).toBe('*');
    expect(reference.header('access-control-allow-origin'), shared).toBe('*');
  }
});
