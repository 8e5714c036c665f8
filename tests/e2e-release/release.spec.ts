import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { distDir, readState, releaseOne, remoteFolder, rollback } from '@portfolio/devtools';
import { test, expect, signInThroughUi } from '../support/fixtures';
import { createUser, rowsWhere, uniqueEmail } from '../support/backend';
import { filledSite } from '../support/filledSite';
import { NOTE_POSTS, notePath } from '../support/notes';

const site = process.env.RELEASE_URL!;
const out = process.env.RELEASE_DIR!;
test.use({ baseURL: site });

/** Collects console errors and failed requests, so "it rendered" also means "nothing broke on the way". */
function problemsOf(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  return problems;
}

test('home is served prerendered by nginx and hydrates: its remote area and the quote button work', async ({ page, request }) => {
  const raw = await (await request.get('/')).text();
  expect(raw).toContain('data-prerendered');
  expect(raw).toContain('Welcome!');
  const problems = problemsOf(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  // The floating button exists only once the client has taken over.
  await expect(page.getByRole('button', { name: 'Get a Custom Quote', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Portfolio', exact: true }).first().click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a case study opens from its own static page, with the remote loaded from its version folder', async ({ page }) => {
  const version = readState(out)!.remotes.mf_portfolio!.current;
  const fromVersion = page.waitForRequest((r) => r.url().includes(`/mf-portfolio/${version}/mf-manifest.json`));
  await page.goto('/portfolio/face-recognition');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Technical Implementation' })).toBeVisible();
  await fromVersion;
});

test('the quote wizard submits through the released app config and the row lands in the database', async ({ page }) => {
  await page.goto('/services');
  await page.getByRole('button', { name: 'Get a Custom Quote', exact: true }).click();
  const w = page.getByRole('dialog', { name: 'Get a custom quote' });
  const next = w.getByRole('button', { name: 'Next', exact: true });
  await w.getByRole('radio', { name: 'Custom Service' }).check();
  await w.getByRole('textbox', { name: 'Details of your custom service' }).fill('Invoice reading assistant');
  await next.click();
  await w.getByRole('checkbox', { name: 'Consultation' }).check();
  await next.click();
  await w.getByRole('checkbox', { name: 'Python', exact: true }).check();
  await next.click();
  await w.getByRole('radio', { name: '1-2 months' }).check();
  await next.click();
  await w.getByRole('radio', { name: 'not sure' }).check();
  await next.click();
  const email = uniqueEmail('release-quote');
  await w.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
  await w.getByRole('textbox', { name: 'Email' }).fill(email);
  await w.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByTestId('toast')).toHaveAttribute('data-toast-type', 'success');
  await expect.poll(async () => (await rowsWhere('custom_quotes', 'email', email)).length).toBe(1);
});

test('sign-in works from the app frame, which is marked noindex', async ({ page, request }) => {
  const frame = await request.get('/signin');
  expect(frame.status()).toBe(200);
  expect(frame.headers()['x-robots-tag']).toBe('noindex');
  const user = await createUser('release');
  await signInThroughUi(page, user);
  await expect(page.getByText(user.username).first()).toBeVisible();
});

test('nginx sends precompressed hashed assets cached for good, no-cache JSON, headers, and 404s', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const entry = /<script defer(?:="")? src="(\/static\/js\/index\.[0-9a-f]+\.js)"/.exec(html)![1]!;
  const js = await fetch(`${site}${entry}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(js.headers.get('content-encoding')).toBe('gzip');
  expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(js.headers.get('access-control-allow-origin')).toBeNull();
  for (const file of ['/remotes.json', '/app-config.json']) {
    const res = await request.get(file);
    expect(res.headers()['cache-control']).toBe('no-cache');
    expect(res.headers()['content-type']).toContain('application/json');
  }
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  const manifest = await request.get(remotes.mf_quote!);
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  const page = await request.get('/about');
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['x-frame-options']).toBe('DENY');
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page.headers()['cache-control']).toBe('no-cache');
  for (const unknown of ['/no-such-page', '/portfolio/not-a-real-project']) {
    const res = await request.get(unknown);
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('Page Not Found');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
  }
  expect((await request.get('/sitemap.xml')).status()).toBe(200);
  expect((await request.get('/og/portfolio/face-recognition.png')).headers()['content-type']).toBe('image/png');
});

const filesOf = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => (statSync(path.join(dir, n)).isDirectory() ? filesOf(path.join(dir, n)).map((f) => `${n}/${f}`) : [n]));
const hashOf = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/**
 * A remote released alone and rolled back: its new build is the released one with one heading changed (no build),
 * on a page it owns. One case per remote that owns pages; the notes remote was the last one added.
 */
const RELEASED_ALONE = [
  { remote: 'mf_portfolio', route: '/portfolio/face-recognition', heading: 'Technical Implementation' },
  { remote: 'mf_notes', route: notePath(NOTE_POSTS[0]!.slug), heading: NOTE_POSTS[0]!.title },
] as const;

// These run last: each repoints the release the tests above use, then points it back.
for (const { remote, route, heading } of RELEASED_ALONE) {
  test(`--only publishes a new ${remote} beside the old one, the shell stays byte-identical, --rollback points back`, async ({ request }) => {
    const siteDir = path.join(out, 'site');
    const folder = remoteFolder(remote);
    const changed = `${heading} (next)`;
    const shellFiles = filesOf(distDir('shell')).filter((f) => !/^index\.html/.test(f));
    const before = Object.fromEntries(shellFiles.map((f) => [f, hashOf(path.join(siteDir, f))]));
    const old = readState(out)!.remotes[remote]!.current;
    const manifestOf = async () => ((await (await request.get('/remotes.json')).json()) as Record<string, string>)[remote];

    const next = mkdtempSync(path.join(tmpdir(), `${folder}-next-`));
    try {
      cpSync(path.join(siteDir, folder, old), next, { recursive: true });
      const pagesFile = path.join(next, 'prerender', 'pages.json');
      const pages = JSON.parse(readFileSync(pagesFile, 'utf8')) as Record<string, Record<string, { html: string }>>;
      for (const fragment of Object.values(pages[route]!)) fragment.html = fragment.html.replaceAll(heading, changed);
      writeFileSync(pagesFile, JSON.stringify(pages));
      const env = { SUPABASE_URL: process.env.TEST_SUPABASE_URL, SUPABASE_ANON_KEY: process.env.TEST_SUPABASE_ANON_KEY };
      const state = releaseOne(remote, { out, dists: { [remote]: next }, env, site: filledSite(site) });
      const fresh = state.remotes[remote]!.current;
      expect(fresh).not.toBe(old);
      expect(existsSync(path.join(siteDir, folder, old, 'mf-manifest.json'))).toBe(true);
      expect(await manifestOf()).toBe(`/${folder}/${fresh}/mf-manifest.json`);
      expect(await (await request.get(route)).text()).toContain(changed);
      expect(Object.fromEntries(shellFiles.map((f) => [f, hashOf(path.join(siteDir, f))]))).toEqual(before);

      rollback(remote, { out, env });
      expect(await manifestOf()).toBe(`/${folder}/${old}/mf-manifest.json`);
      const page = await (await request.get(route)).text();
      expect(page).toContain(heading);
      expect(page).not.toContain(changed);
      expect(Object.fromEntries(shellFiles.map((f) => [f, hashOf(path.join(siteDir, f))]))).toEqual(before);
    } finally {
      rmSync(next, { recursive: true, force: true });
    }
  });
}
