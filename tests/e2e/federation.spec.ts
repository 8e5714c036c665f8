import { APPS, REMOTE_NAMES, SHARED_SINGLETONS, type RemoteName } from '@portfolio/federation';
import { distDir, serveStatic, type StaticServer } from '@portfolio/devtools';
import { test, expect } from '../support/fixtures';
import { BASE_URL, TEST_PORTS } from '../support/ports';
import { REMOTE_FALLBACK_TEST_ID } from '../support/dom';

const origin = (remote: RemoteName) => `http://localhost:${TEST_PORTS[remote]}/`;
const REMOTE_ORIGINS = REMOTE_NAMES.map(origin);

/** A chunk of one of the shared libraries, by the name rspack gives it (`…node_modules_pnpm_react-dom_19…`), MUI and React Router (behind `@portfolio/mui` and `@portfolio/router`) included. */
const SHARED_CHUNK = new RegExp(
  `node_modules_pnpm_(${[...Object.keys(SHARED_SINGLETONS).filter((n) => !n.startsWith('@portfolio/')), '@mui/material', 'react-router']
    .map((n) => n.replace('@', '').replace('/', '_'))
    .join('|')})_\\d|packages_(ui|auth|mui|router)_src`,
);

/** The env a second shell server needs to reach the test backend. */
const backendEnv = () => ({
  SUPABASE_URL: process.env.TEST_SUPABASE_URL,
  SUPABASE_ANON_KEY: process.env.TEST_SUPABASE_ANON_KEY,
});

test('each shared library is downloaded once, from the shell, however many remotes a visit loads', async ({ page, requests }) => {
  await page.goto('/notes');
  await expect(page.locator('main h1').first()).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Portfolio', 'Services', 'Contact', 'About', 'Home']) {
    // Home refreshes its statistics when idle, which is what loads supabase-js on this visit: wait for it.
    const statsRefresh = name === 'Home' ? page.waitForResponse((r) => r.url().includes('/rest/v1/dashboard_stats')) : null;
    await nav.getByRole('link', { name }).click();
    await expect(page.locator('main h1').first()).toBeVisible();
    await statsRefresh;
  }
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.getByRole('button', { name: 'Get a Custom Quote', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByTestId(REMOTE_FALLBACK_TEST_ID)).toHaveCount(0);

  const scripts = requests.filter((u) => u.endsWith('.js'));
  // Every remote took part, yet no script was fetched twice and no remote shipped a shared library.
  for (const remote of REMOTE_NAMES)
    expect(
      scripts.some((u) => u.startsWith(origin(remote))),
      `${remote}: this visit loads none of its scripts; add a step above that opens one of its pages`,
    ).toBe(true);
  expect(scripts.length).toBe(new Set(scripts).size);
  expect(scripts.filter((u) => REMOTE_ORIGINS.some((o) => u.startsWith(o)) && SHARED_CHUNK.test(u))).toEqual([]);
  // MUI X's chart is the owner's inbox's alone: no other page, /signin of the same remote included, downloads it
  // (docs/decisions/030-leads-by-source-chart.md).
  expect(scripts.filter((u) => /shared-mui-charts|x-charts/.test(u))).toEqual([]);

  // The federation runtime agrees: the shell offers every singleton, and each one that apps took is one module on
  // the page. (The runtime's `from` names the first app that took a lazily offered module, so identity is compared.)
  const { offered, copies } = await page.evaluate(() => {
    type Entry = { loaded?: boolean; lib?: () => unknown };
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
      .__FEDERATION__.__SHARE__;
    const modules: Record<string, Set<unknown>> = {};
    for (const scopes of Object.values(share))
      for (const pkgs of Object.values(scopes))
        for (const [pkg, versions] of Object.entries(pkgs))
          for (const info of Object.values(versions)) if (info.loaded && typeof info.lib === 'function') (modules[pkg] ??= new Set()).add(info.lib());
    return {
      offered: Object.keys(share['shell']?.['default'] ?? {}),
      copies: Object.fromEntries(Object.entries(modules).map(([pkg, set]) => [pkg, set.size])),
    };
  });
  // Remotes reach supabase-js only through @portfolio/auth's loadSupabase(), so none takes it from the runtime; MUI's
  // menu select and tabs are taken by the profile and the owner's inbox only, and MUI X's chart by the inbox only,
  // which this visit does not open.
  const notTakenHere = new Set(['@supabase/supabase-js', '@portfolio/mui/select', '@portfolio/mui/tabs', '@portfolio/mui/charts']);
  for (const lib of Object.keys(SHARED_SINGLETONS)) {
    expect(offered, lib).toContain(lib);
    if (notTakenHere.has(lib)) expect(copies[lib] ?? 0, lib).toBeLessThanOrEqual(1);
    else expect(copies[lib], lib).toBe(1);
  }
});

test('a transient network failure of a remote is retried by the runtime, with no fallback shown', async ({ page }) => {
  const manifest = `http://localhost:${TEST_PORTS.mf_forms}/mf-manifest.json`;
  let failures = 0;
  await page.route(manifest, (route) => (failures++ === 0 ? route.abort('connectionreset') : route.continue()));
  await page.goto('/contact');
  // The prerendered page shows at once; the remote's code still has to arrive for the form to hydrate.
  await expect.poll(() => failures).toBeGreaterThanOrEqual(2);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByTestId(REMOTE_FALLBACK_TEST_ID)).toHaveCount(0);
});

test.describe('a remote whose server is down', () => {
  const [shellPort, formsPort] = [TEST_PORTS.spare[0], TEST_PORTS.spare[1]];
  const servers: StaticServer[] = [];
  test.afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });

  test('shows its fallback while the rest of the site works, and Try again loads it once it is back', async ({ page }) => {
    servers.push(
      await serveStatic(distDir('shell'), shellPort, {
        ...process.env,
        ...backendEnv(),
        REMOTE_MF_FORMS_URL: `http://localhost:${formsPort}/mf-manifest.json`,
      }),
    );
    await page.goto(`http://localhost:${shellPort}/services`);
    const fallback = page.getByRole('main').getByTestId(REMOTE_FALLBACK_TEST_ID);
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('The services page is unavailable right now');
    await expect(page.getByRole('banner')).toBeVisible();

    // Another remote and the shell's own pages still work.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Portfolio' }).click();
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(fallback).toHaveCount(0);
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page.locator('main h1').first()).toBeVisible();

    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(fallback).toBeVisible();
    servers.push(await serveStatic(distDir('mf_forms'), formsPort));
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(fallback).toHaveCount(0);
    await expect(page.locator('main h1').first()).toBeVisible();
  });
});

test.describe('a remote moved to another origin and path', () => {
  const [shellPort, cdnPort] = [TEST_PORTS.spare[2], TEST_PORTS.spare[3]];
  const servers: StaticServer[] = [];
  test.afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });

  test('works after changing only remotes.json, with the same builds', async ({ page }) => {
    const moved = `http://localhost:${cdnPort}/apps/quote/mf-manifest.json`;
    servers.push(await serveStatic(distDir('mf_quote'), cdnPort, process.env, '/apps/quote'));
    servers.push(await serveStatic(distDir('shell'), shellPort, { ...process.env, ...backendEnv(), REMOTE_MF_QUOTE_URL: moved }));

    const remotes = await (await fetch(`http://localhost:${shellPort}/remotes.json`)).json();
    expect(remotes.mf_quote).toBe(moved);

    const fromCdn: string[] = [];
    page.on('request', (r) => r.url().startsWith(`http://localhost:${cdnPort}/apps/quote/`) && fromCdn.push(r.url()));
    await page.goto(`http://localhost:${shellPort}/`);
    await page.getByRole('button', { name: 'Get a Custom Quote', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(dialog.getByTestId(REMOTE_FALLBACK_TEST_ID)).toHaveCount(0);
    expect(fromCdn.some((u) => u.endsWith('mf-manifest.json'))).toBe(true);
    expect(fromCdn.some((u) => u.includes('__federation_expose_QuoteWizard'))).toBe(true);
  });
});

test.describe('each remote on its own', () => {
  /** The paths a remote's own server shows its pages on, where that is not `/` (a `pnpm new-remote` remote shows its one page there). */
  const STANDALONE_PATHS: Partial<Record<RemoteName, readonly string[]>> = {
    mf_portfolio: ['/portfolio'],
    mf_forms: ['/services', '/contact'],
    mf_account: ['/signin'],
    mf_notes: ['/notes'],
  };
  // Every remote of APPS is visited, so a new one is tested on its own without a line here.
  const STANDALONE = REMOTE_NAMES.flatMap((remote) =>
    (STANDALONE_PATHS[remote] ?? ['/']).map((p) => ({ app: APPS[remote].dir, url: `http://localhost:${TEST_PORTS[remote]}${p}` })),
  );
  for (const { app, url } of STANDALONE) {
    test(`${url} renders ${app}'s page without the shell`, async ({ page, requests }) => {
      await page.goto(url);
      await expect(page.getByRole('banner')).toContainText(`${app} · standalone`);
      await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
      expect(requests.some((u) => u.startsWith(BASE_URL))).toBe(false);
    });
  }
});
