import { gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { APPS, REMOTE_NAMES, SHARED_SINGLETONS, type AppName } from '@portfolio/federation';
import { buildMissing, distDir, serveStatic } from '@portfolio/devtools';
import { startBackend } from '@portfolio/backend';
import { BUDGETS } from './budgets';

const BASE = Number(process.env.BENCH_PORT_BASE ?? 8000);
const port = (app: AppName) => BASE + Object.keys(APPS).indexOf(app);
const ROUTES = ['/', '/portfolio', '/portfolio/face-recognition', '/services', '/contact', '/about', '/signin', '/profile'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesOf(full) : [full];
  });
}

/** Gzip bytes of an app's whole build, by kind. */
function appSizes(app: AppName) {
  const files = filesOf(distDir(app)).filter((f) => /\.(js|css)$/.test(f));
  const gz = (f: string) => gzipSync(readFileSync(f)).length;
  return {
    js: files.filter((f) => f.endsWith('.js')).reduce((s, f) => s + gz(f), 0),
    css: files.filter((f) => f.endsWith('.css')).reduce((s, f) => s + gz(f), 0),
    files: files.length,
  };
}

const sharedPattern = (lib: string) =>
  lib.startsWith('@portfolio/')
    ? new RegExp(`packages_${lib.split('/')[1]}_src`)
    : new RegExp(`node_modules_pnpm_${lib.replace('@', '').replace('/', '_')}_\\d`);

interface RouteFigures {
  shellJs: number;
  remoteJs: number;
  requests: number;
  readyMs: number;
  sharedDownloads: Record<string, number>;
  firstRemoteRequests: string[];
}

async function measure(page: Page, route: string): Promise<RouteFigures> {
  const js: Array<{ url: string; bytes: number }> = [];
  const started: Array<{ url: string; at: number }> = [];
  const t0 = Date.now();
  page.on('request', (r) => started.push({ url: r.url(), at: Date.now() - t0 }));
  page.on('response', async (r) => {
    if (!r.url().endsWith('.js')) return;
    const body = await r.body().catch(() => Buffer.alloc(0));
    js.push({ url: r.url(), bytes: gzipSync(body).length });
  });
  await page.goto(`http://localhost:${port('shell')}${route}`);
  await page.locator('main h1').first().waitFor();
  const readyMs = Date.now() - t0;
  await page.waitForLoadState('networkidle');
  const shellOrigin = `http://localhost:${port('shell')}/`;
  const sharedDownloads = Object.fromEntries(
    Object.keys(SHARED_SINGLETONS).map((lib) => [lib, new Set(js.filter((f) => sharedPattern(lib).test(f.url)).map((f) => f.url)).size]),
  );
  // Copies of a shared library count per origin: a remote shipping its own React would show up here.
  for (const lib of Object.keys(SHARED_SINGLETONS)) {
    const origins = new Set(js.filter((f) => sharedPattern(lib).test(f.url)).map((f) => new URL(f.url).origin));
    sharedDownloads[lib] = Math.max(sharedDownloads[lib] ? 1 : 0, origins.size);
  }
  const remoteManifests = started.filter((s) => s.url.endsWith('mf-manifest.json')).map((s) => `${new URL(s.url).port}@${s.at}ms`);
  return {
    shellJs: js.filter((f) => f.url.startsWith(shellOrigin)).reduce((s, f) => s + f.bytes, 0),
    remoteJs: js.filter((f) => !f.url.startsWith(shellOrigin)).reduce((s, f) => s + f.bytes, 0),
    requests: started.length,
    readyMs,
    sharedDownloads,
    firstRemoteRequests: remoteManifests,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main() {
  buildMissing();
  console.log('\nBuild sizes (gzip)');
  console.table(
    Object.fromEntries((Object.keys(APPS) as AppName[]).map((app) => {
      const s = appSizes(app);
      return [APPS[app].dir, { js: kb(s.js), css: kb(s.css), files: s.files }];
    })),
  );

  const backend = await startBackend({ port: BASE + 321, dataDir: 'memory://', quiet: true });
  const env = {
    ...process.env,
    SUPABASE_URL: backend.url,
    SUPABASE_ANON_KEY: backend.anonKey,
    ...Object.fromEntries(REMOTE_NAMES.map((n) => [`REMOTE_${n.toUpperCase()}_URL`, `http://localhost:${port(n)}/mf-manifest.json`])),
  };
  const servers = await Promise.all((Object.keys(APPS) as AppName[]).map((app) => serveStatic(distDir(app), port(app), env)));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });

  const failures: string[] = [];
  const rows: Record<string, Record<string, string | number>> = {};
  const sharedRows: Record<string, Record<string, number>> = {};
  try {
    for (const route of ROUTES) {
      const runs: RouteFigures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext();
        runs.push(await measure(await context.newPage(), route));
        await context.close();
      }
      const first = runs[0]!;
      const ready = median(runs.map((r) => r.readyMs));
      rows[route] = {
        'shell JS': kb(first.shellJs),
        'remote JS': kb(first.remoteJs),
        requests: first.requests,
        'ready (median)': `${ready} ms`,
        manifests: first.firstRemoteRequests.join(' ') || '—',
      };
      sharedRows[route] = first.sharedDownloads;
      if (first.shellJs > BUDGETS.shellInitialJsGzip) failures.push(`${route}: shell JS ${kb(first.shellJs)} > ${kb(BUDGETS.shellInitialJsGzip)}`);
      if (first.remoteJs > BUDGETS.remoteJsPerRouteGzip) failures.push(`${route}: remote JS ${kb(first.remoteJs)} > ${kb(BUDGETS.remoteJsPerRouteGzip)}`);
      if (ready > BUDGETS.routeReadyMs) failures.push(`${route}: ready in ${ready} ms > ${BUDGETS.routeReadyMs} ms`);
      for (const [lib, n] of Object.entries(first.sharedDownloads)) {
        if (n > BUDGETS.sharedDownloadsPerLoad) failures.push(`${route}: ${lib} downloaded ${n} times`);
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
    await backend.stop();
  }

  console.log(`\nPer route, first load (JS gzip; ready = heading visible, median of ${RUNS})`);
  console.table(rows);
  console.log('\nDownloads of each shared library per page load (budget: at most 1, and never from a remote)');
  console.table(sharedRows);
  console.log('\nBudgets:', Object.entries(BUDGETS).map(([k, v]) => `${k}=${v}`).join(', '));
  if (failures.length) {
    console.log(`\nOver budget:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nAll budgets met.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
