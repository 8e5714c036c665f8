import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { APPS, REMOTE_NAMES, SHARED_SINGLETONS, type AppName } from '@portfolio/federation';
import { buildMissing, distDir, serveStatic } from '@portfolio/devtools';
import { startBackend } from '@portfolio/backend';
import { BUDGETS, LIGHTHOUSE_BUDGETS } from './budgets';
import { runLighthouse, type LighthouseFigures, type Preset } from './lighthouse';
import { jsUntilInteractive, type JsUntilInteractive } from './interactive';
import { MONOLITH_DIST, buildMonolith } from './monolith/build';
import { measureThroughput } from './throughput';
import { PHONE, timesToLiveSideBySide } from './timeToLive';
import { againstArg, openCheckout, type OtherCheckout } from './against';
import {
  performanceMarkdown,
  type AppSize,
  type BenchRun,
  type LiveRow,
  type LighthouseRow,
  type Machine,
  type MonolithFigures,
  type RouteDownload,
} from './report';

const BASE = Number(process.env.BENCH_PORT_BASE ?? 8000);
const port = (app: AppName) => BASE + Object.keys(APPS).indexOf(app);
const ROUTES = [
  '/',
  '/portfolio',
  '/portfolio/face-recognition',
  '/notes',
  '/notes/meter-reading-to-bill',
  '/services',
  '/contact',
  '/about',
  '/signin',
  '/profile',
];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
// The monolith has no budget of its own: one run per page keeps the whole bench near 10 minutes.
/** BENCH_LH_ROUTES=/,/about: Lighthouse on some of the budgeted routes only (for experiments; the budgets need all). */
const LH_ROUTES: readonly string[] = process.env.BENCH_LH_ROUTES ? process.env.BENCH_LH_ROUTES.split(',') : LIGHTHOUSE_BUDGETS.routes;
const MONOLITH_LH_RUNS = Number(process.env.BENCH_MONOLITH_LH_RUNS ?? 1);
const MONOLITH_PORT = BASE + 10;
/** `--against`: the other checkout's apps from this port on, in its own APPS order. */
const AGAINST_OFFSET = 100;

const SECTIONS = ['sizes', 'interactive', 'live', 'lighthouse', 'monolith', 'throughput'] as const;
/** Page loads per route for time to live (BENCH_LIVE_RUNS; the budget needs a median of at least 5). */
const LIVE_RUNS = Math.max(5, Number(process.env.BENCH_LIVE_RUNS ?? 5));
type Section = (typeof SECTIONS)[number];

/** `--only lighthouse,monolith` or BENCH_ONLY=lighthouse,monolith: run only those sections (default: all). */
function selectedSections(): Set<Section> {
  const i = process.argv.indexOf('--only');
  const arg = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length) ?? (i >= 0 ? process.argv[i + 1] : undefined);
  const raw = arg ?? process.env.BENCH_ONLY;
  if (!raw) return new Set(SECTIONS);
  const names = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(SECTIONS as readonly string[]).includes(n));
  if (unknown.length) throw new Error(`Unknown bench section(s): ${unknown.join(', ')}. Known: ${SECTIONS.join(', ')}.`);
  return new Set(names as Section[]);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Where each run's figures are written (docs/performance.md, from report.ts). */
const REPO_ROOT = path.join(import.meta.dirname, '..', '..');
const REPORT_FILE = path.join(REPO_ROOT, 'docs', 'performance.md');

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

/**
 * The chunks of a shared library, by name: a remote's fallback copy is named after the package
 * (`…node_modules_pnpm_react-dom_19…`, `packages_mui_src_extra_ts…`); the shell, an ordinary bundle, groups
 * React in `lib-react`, React Router in `lib-router` and MUI with Emotion in `…mui_material…` vendor chunks.
 */
const SHELL_GROUP: Record<string, string> = {
  react: 'lib-react',
  'react-dom': 'lib-react',
  '@portfolio/router': 'lib-router',
  '@portfolio/mui': 'mui_material',
  '@emotion/react': 'mui_material_[^/]*emotion_react',
  '@emotion/styled': 'mui_material_[^/]*emotion_styled',
};
const sharedPattern = (lib: string) => {
  const own = lib.startsWith('@portfolio/')
    ? // `@portfolio/mui` is src/index.ts, its second entry `@portfolio/mui/extra` src/extra.ts.
      `packages_${lib.split('/')[1]}_src_${lib.split('/')[2] ?? 'index'}_ts`
    : `node_modules_pnpm_${lib.replace('@', '').replace('/', '_')}_\\d`;
  return new RegExp(SHELL_GROUP[lib] ? `${own}|${SHELL_GROUP[lib]}` : own);
};

interface RouteFigures {
  shellJs: number;
  remoteJs: number;
  requests: number;
  readyMs: number;
  sharedDownloads: Record<string, number>;
  firstRemoteRequests: string[];
}

async function measure(page: Page, origin: string, route: string): Promise<RouteFigures> {
  const js: Array<{ url: string; bytes: number }> = [];
  const started: Array<{ url: string; at: number }> = [];
  const t0 = Date.now();
  page.on('request', (r) => started.push({ url: r.url(), at: Date.now() - t0 }));
  page.on('response', async (r) => {
    if (!r.url().endsWith('.js')) return;
    const body = await r.body().catch(() => Buffer.alloc(0));
    js.push({ url: r.url(), bytes: gzipSync(body).length });
  });
  await page.goto(`${origin}${route}`);
  await page.locator('main h1').first().waitFor();
  const readyMs = Date.now() - t0;
  await page.waitForLoadState('networkidle');
  const shellOrigin = `${origin}/`;
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
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The existing figures: build sizes, JS per route, and shared libraries downloaded once per page load. */
async function sizesSection(browser: Browser, failures: string[]): Promise<NonNullable<BenchRun['sizes']>> {
  const apps: AppSize[] = (Object.keys(APPS) as AppName[]).map((app) => {
    const s = appSizes(app);
    return { app: APPS[app].dir, jsGzip: s.js, cssGzip: s.css, files: s.files };
  });
  console.log('\nBuild sizes (gzip)');
  console.table(Object.fromEntries(apps.map((a) => [a.app, { js: kb(a.jsGzip), css: kb(a.cssGzip), files: a.files }])));
  const downloads: RouteDownload[] = [];
  const rows: Record<string, Record<string, string | number>> = {};
  const sharedRows: Record<string, Record<string, number>> = {};
  for (const route of ROUTES) {
    const runs: RouteFigures[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      runs.push(await measure(await context.newPage(), `http://localhost:${port('shell')}`, route));
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
    downloads.push({
      route,
      shellJsGzip: first.shellJs,
      remoteJsGzip: first.remoteJs,
      requests: first.requests,
      readyMs: ready,
      sharedCopies: Math.max(0, ...Object.values(first.sharedDownloads)),
    });
    if (first.shellJs > BUDGETS.shellInitialJsGzip) failures.push(`${route}: shell JS ${kb(first.shellJs)} > ${kb(BUDGETS.shellInitialJsGzip)}`);
    if (first.remoteJs > BUDGETS.remoteJsPerRouteGzip) failures.push(`${route}: remote JS ${kb(first.remoteJs)} > ${kb(BUDGETS.remoteJsPerRouteGzip)}`);
    if (ready > BUDGETS.routeReadyMs) failures.push(`${route}: ready in ${ready} ms > ${BUDGETS.routeReadyMs} ms`);
    for (const [lib, n] of Object.entries(first.sharedDownloads)) {
      if (n > BUDGETS.sharedDownloadsPerLoad) failures.push(`${route}: ${lib} downloaded ${n} times`);
    }
  }
  console.log(`\nPer route, first load until network idle (JS gzip; ready = heading visible, median of ${RUNS})`);
  console.table(rows);
  console.log(
    '\nOrigins that served each shared library on a page load, by chunk name (budget: at most 1, and never a remote; 0: not loaded, or inside a shell chunk named otherwise, such as zustand in its bootstrap)',
  );
  console.table(sharedRows);
  return { apps, routes: downloads, runs: RUNS };
}

/** Median (by bytes) of RUNS loads of `/`: JS until interactive. */
async function homeJs(browser: Browser, origin: string): Promise<JsUntilInteractive> {
  const runs: JsUntilInteractive[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await jsUntilInteractive(browser, `${origin}/`));
  return [...runs].sort((a, b) => a.jsGzip - b.jsGzip)[Math.floor(runs.length / 2)]!;
}

const interactiveRow = (r: JsUntilInteractive) => ({
  'JS until interactive': kb(r.jsGzip),
  files: r.files,
  'TTI (unthrottled)': `${r.ttiMs} ms`,
  'all JS of the load': kb(r.allJsGzip),
});

function lighthouseTable(results: Map<string, Record<Preset, LighthouseFigures>>, origin: string) {
  const rows: Record<string, Record<string, string | number>> = {};
  for (const [url, byPreset] of results) {
    const m = byPreset.mobile;
    const d = byPreset.desktop;
    rows[url.slice(origin.length) || '/'] = {
      'mobile perf': m.performance,
      LCP: seconds(m.lcpMs),
      TBT: `${Math.round(m.tbtMs)} ms`,
      CLS: m.cls.toFixed(3),
      'desktop perf': d.performance,
      'desktop LCP': seconds(d.lcpMs),
      'desktop CLS': d.cls.toFixed(3),
      a11y: m.accessibility,
      'best pr.': m.bestPractices,
      SEO: m.seo,
    };
  }
  return rows;
}

/** The figures docs/performance.md shows of each page. */
const lighthouseRows = (results: Map<string, Record<Preset, LighthouseFigures>>, origin: string): LighthouseRow[] =>
  [...results].map(([url, { mobile: m, desktop: d }]) => ({
    route: url.slice(origin.length) || '/',
    mobile: {
      performance: m.performance,
      lcpMs: m.lcpMs,
      tbtMs: m.tbtMs,
      cls: m.cls,
      accessibility: m.accessibility,
      bestPractices: m.bestPractices,
      seo: m.seo,
    },
    desktop: { performance: d.performance, lcpMs: d.lcpMs, cls: d.cls },
  }));

function checkLighthouse(results: Map<string, Record<Preset, LighthouseFigures>>, origin: string, failures: string[]) {
  const B = LIGHTHOUSE_BUDGETS;
  const skipped = B.routes.filter((r) => !LH_ROUTES.includes(r));
  if (skipped.length) failures.push(`Lighthouse did not run on ${skipped.join(', ')} (BENCH_LH_ROUTES)`);
  for (const [url, { mobile, desktop }] of results) {
    const route = url.slice(origin.length) || '/';
    if (mobile.performance < B.mobilePerformance) failures.push(`${route}: Lighthouse mobile performance ${mobile.performance} < ${B.mobilePerformance}`);
    if (desktop.performance < B.desktopPerformance) failures.push(`${route}: Lighthouse desktop performance ${desktop.performance} < ${B.desktopPerformance}`);
    for (const [preset, f] of [
      ['mobile', mobile],
      ['desktop', desktop],
    ] as const) {
      if (f.cls > B.maxCls) failures.push(`${route}: ${preset} CLS ${f.cls.toFixed(3)} > ${B.maxCls}`);
    }
    if (mobile.accessibility < B.accessibility) failures.push(`${route}: accessibility ${mobile.accessibility} < ${B.accessibility}`);
    if (mobile.bestPractices < B.bestPractices) failures.push(`${route}: best practices ${mobile.bestPractices} < ${B.bestPractices}`);
    if (mobile.seo < B.seo) failures.push(`${route}: SEO ${mobile.seo} < ${B.seo}`);
    for (const [preset, f] of [
      ['mobile', mobile],
      ['desktop', desktop],
    ] as const) {
      if (f.issues.length) failures.push(`${route} (${preset}) loses points on ${f.issues.join(', ')}`);
    }
  }
}

/**
 * First paint until every area shown at once listens, on a phone (timeToLive.ts), against `/` in the same run; with
 * `--against`, the other checkout's site in turns with this one (its rows second).
 */
async function liveSection(browser: Browser, origins: readonly string[], failures: string[]): Promise<LiveRow[][]> {
  const routes = LIGHTHOUSE_BUDGETS.routes;
  console.log(
    `\nTime to live on a phone (${PHONE.viewport.width}×${PHONE.viewport.height}, CPU ${PHONE.cpuSlowdown}× slower, ${PHONE.latencyMs} ms round trip, 1.6 Mbit/s, cache off): ${routes.length} routes × ${LIVE_RUNS} runs × ${origins.length} site(s)…`,
  );
  const label = (site: number) => (origins.length > 1 ? (site === 0 ? 'after ' : 'before ') : '');
  const bySite = await timesToLiveSideBySide(browser, origins, routes, LIVE_RUNS, (site, route, ms) => console.log(`  ${label(site)}${route}: ${seconds(ms)}`));
  bySite.forEach((rows, site) => {
    console.log(`\n${label(site)}First paint → live (median of ${LIVE_RUNS}; budget: ≤ ${BUDGETS.timeToLiveVsHome} × /)`);
    console.table(
      Object.fromEntries(
        rows.map((r) => [
          r.route,
          { median: seconds(r.medianMs), 'ratio to /': r.ratioToHome.toFixed(2), runs: r.runs.map((ms) => (ms / 1000).toFixed(2)).join(' ') },
        ]),
      ),
    );
  });
  for (const r of bySite[0]!) {
    if (r.ratioToHome > BUDGETS.timeToLiveVsHome)
      failures.push(`${r.route}: time to live ${seconds(r.medianMs)} is ${r.ratioToHome.toFixed(2)} × /'s > ${BUDGETS.timeToLiveVsHome}`);
  }
  return bySite.map((rows) => rows.map(({ route, medianMs, ratioToHome }) => ({ route, medianMs, ratioToHome })));
}

/** The commit measured, and whether the working tree differs from it (the report of an earlier run aside). */
function measuredCommit(): Pick<BenchRun, 'commit' | 'uncommitted'> {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  const changed = () => git('status', '--porcelain', '--untracked-files=no', '--', ':(top)', `:(top,exclude)${path.relative(REPO_ROOT, REPORT_FILE)}`);
  try {
    return { commit: git('rev-parse', '--short', 'HEAD'), uncommitted: changed() !== '' };
  } catch {
    return { commit: 'unknown (no git)', uncommitted: false };
  }
}

function machine(chromium: string): Machine {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model.trim() ?? 'unknown CPU',
    memoryGb: os.totalmem() / 1024 ** 3,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium,
  };
}

/** Lighthouse on every budgeted route of each site; with several sites, route by route in turns. */
function lighthouse(origins: readonly string[], label: string, runs: number) {
  const urls = LH_ROUTES.flatMap((r) => origins.map((origin) => `${origin}${r}`));
  console.log(`\nLighthouse 12 on ${label}: ${urls.length} pages × mobile, desktop × ${runs} run(s)…`);
  return runLighthouse(urls, ['mobile', 'desktop'], runs, (url, preset, i, f) => {
    console.log(`  ${url} ${preset} #${i + 1}: perf ${f.performance}, LCP ${seconds(f.lcpMs)}, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)}`);
    // BENCH_FILES=1: what the main thread was busy with (Lighthouse's long-tasks audit, simulated times).
    if (process.env.BENCH_FILES && preset === 'mobile') console.log(`      LCP element ${f.lcpElement}`);
    if (process.env.BENCH_FILES && preset === 'mobile') for (const t of f.longTasks) console.log(`      ${t.startTime} ms +${t.duration} ms ${t.url}`);
  });
}

/** The results of one site, out of a run over several. */
const ofSite = <T>(results: Map<string, T>, origin: string) => new Map([...results].filter(([url]) => url.startsWith(`${origin}/`)));

async function main() {
  const t0 = Date.now();
  const only = selectedSections();
  const timings: Record<string, string> = {};
  const timed = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const t = Date.now();
    try {
      return await run();
    } finally {
      timings[name] = seconds(Date.now() - t);
    }
  };
  console.log(`Bench sections: ${[...only].join(', ')}`);
  const needsSite = only.has('sizes') || only.has('interactive') || only.has('live') || only.has('lighthouse') || only.has('monolith');
  if (needsSite) await timed('build (missing apps)', async () => buildMissing());
  const againstDir = againstArg(process.argv);
  const other: OtherCheckout | undefined = againstDir && needsSite ? await timed('build (the other checkout)', () => openCheckout(againstDir)) : undefined;
  if (only.has('monolith')) await timed('build monolith', async () => buildMonolith());

  const failures: string[] = [];
  const { commit, uncommitted } = measuredCommit();
  const run: Omit<BenchRun, 'machine' | 'failures'> = {
    commit,
    uncommitted,
    date: new Date().toISOString().slice(0, 10),
    sections: [...only],
    note: process.env.BENCH_NOTE,
  };
  let chromiumVersion = 'not launched';
  const composedOrigin = `http://localhost:${port('shell')}`;
  const monolithOrigin = `http://localhost:${MONOLITH_PORT}`;
  const otherBase = BASE + AGAINST_OFFSET;
  const otherOrigin = `http://localhost:${otherBase}`;
  const sites = other ? [composedOrigin, otherOrigin] : [composedOrigin];

  if (needsSite) {
    const backend = await startBackend({ port: BASE + 321, dataDir: 'memory://', quiet: true });
    const env = {
      ...process.env,
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.anonKey,
      ...Object.fromEntries(REMOTE_NAMES.map((n) => [`REMOTE_${n.toUpperCase()}_URL`, `http://localhost:${port(n)}/mf-manifest.json`])),
    };
    const servers = await Promise.all((Object.keys(APPS) as AppName[]).map((app) => serveStatic(distDir(app), port(app), env)));
    const closers: Array<{ close(): Promise<void> }> = [];
    if (other) {
      const otherPort = (app: string) => otherBase + other.apps.indexOf(app);
      const otherRemotes = Object.fromEntries(other.remotes.map((n) => [`REMOTE_${n.toUpperCase()}_URL`, `http://localhost:${otherPort(n)}/mf-manifest.json`]));
      const otherServers = await other.serve(otherPort, { ...env, ...otherRemotes });
      closers.push(...otherServers);
    }
    if (only.has('monolith')) servers.push(await serveStatic(MONOLITH_DIST, MONOLITH_PORT, env));
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    });
    chromiumVersion = browser.version();
    try {
      if (only.has('sizes')) run.sizes = await timed('sizes', () => sizesSection(browser, failures));

      let composedHome: JsUntilInteractive | undefined;
      if (only.has('interactive') || only.has('monolith')) {
        composedHome = await timed('interactive', () => homeJs(browser, composedOrigin));
        console.log(`\nJavaScript on / until interactive (gzip of decoded bodies; median of ${RUNS}; budget ${kb(BUDGETS.homeJsUntilInteractiveGzip)})`);
        console.table({ composed: interactiveRow(composedHome) });
        if (process.env.BENCH_FILES) console.table(composedHome.perFile.map((f) => ({ ...f, gzip: kb(f.gzip) })));
        const { jsGzip, files, ttiMs, allJsGzip } = composedHome;
        run.interactive = { jsGzip, files, ttiMs, allJsGzip, runs: RUNS };
        if (composedHome.jsGzip > BUDGETS.homeJsUntilInteractiveGzip) {
          failures.push(`/: JS until interactive ${kb(composedHome.jsGzip)} > ${kb(BUDGETS.homeJsUntilInteractiveGzip)}`);
        }
      }

      if (only.has('live')) {
        const [after, before] = await timed('live', () => liveSection(browser, sites, failures));
        run.live = { rows: after!, runs: LIVE_RUNS };
        if (other) run.against = { ...run.against, commit: other.commit, live: before };
      }

      let composedLh: Map<string, Record<Preset, LighthouseFigures>> | undefined;
      if (only.has('lighthouse')) {
        const measured = await timed('lighthouse', () => lighthouse(sites, other ? `this site and ${other.commit}'s` : 'the composed site', LH_RUNS));
        composedLh = ofSite(measured, composedOrigin);
        if (other) run.against = { ...run.against, commit: other.commit, lighthouse: lighthouseRows(ofSite(measured, otherOrigin), otherOrigin) };
        console.log(
          `\nLighthouse, composed site (median of ${LH_RUNS}; budgets: mobile ≥ ${LIGHTHOUSE_BUDGETS.mobilePerformance}, desktop ≥ ${LIGHTHOUSE_BUDGETS.desktopPerformance}, CLS ≤ ${LIGHTHOUSE_BUDGETS.maxCls}, a11y/best practices/SEO = 100)`,
        );
        console.table(lighthouseTable(composedLh, composedOrigin));
        checkLighthouse(composedLh, composedOrigin, failures);
        run.lighthouse = { rows: lighthouseRows(composedLh, composedOrigin), runs: LH_RUNS };
      }

      if (only.has('monolith') && composedHome) {
        await timed('monolith', async () => {
          const monoHome = await homeJs(browser, monolithOrigin);
          if (process.env.BENCH_FILES) console.table(monoHome.perFile.map((f) => ({ ...f, gzip: kb(f.gzip) })));
          const perRoute: Record<string, Record<string, string>> = {};
          const monolith: MonolithFigures = { composedHomeJsGzip: composedHome.jsGzip, monolithHomeJsGzip: monoHome.jsGzip, routes: [], lighthouse: [] };
          run.monolith = monolith;
          for (const route of ROUTES) {
            const page = async (origin: string) => {
              const context = await browser.newContext();
              try {
                const f = await measure(await context.newPage(), origin, route);
                return f.shellJs + f.remoteJs;
              } finally {
                await context.close();
              }
            };
            // A page that never shows its heading is reported, and the comparison goes on.
            const settle = (origin: string, label: string) =>
              page(origin).catch((err: Error) => {
                failures.push(`${route}: the ${label} page did not show its heading (${err.message.split('\n')[0]})`);
                return NaN;
              });
            const c = await settle(composedOrigin, 'composed');
            const m = await settle(monolithOrigin, 'monolith');
            perRoute[route] = { composed: Number.isNaN(c) ? 'failed' : kb(c), monolith: Number.isNaN(m) ? 'failed' : kb(m), ratio: (c / m).toFixed(2) };
            monolith.routes.push({ route, composedGzip: c, monolithGzip: m });
          }
          const ratio = composedHome.jsGzip / monoHome.jsGzip;
          console.log('\nMonolith comparison: the same pages as one rsbuild app, no federation (served as a client-rendered SPA: no prerendered HTML)');
          console.log(`JavaScript on / until interactive (budget: composed ≤ ${BUDGETS.composedVsMonolithHomeJs} × monolith)`);
          console.table({ composed: interactiveRow(composedHome), monolith: interactiveRow(monoHome) });
          console.log(`ratio composed / monolith: ${ratio.toFixed(2)}`);
          if (ratio > BUDGETS.composedVsMonolithHomeJs) {
            failures.push(`/: composed JS until interactive is ${ratio.toFixed(2)} × the monolith's > ${BUDGETS.composedVsMonolithHomeJs}`);
          }
          console.log('\nAll JS per route until network idle (gzip), composed vs monolith');
          console.table(perRoute);
          if (composedLh) {
            const monoLh = await lighthouse([monolithOrigin], 'the monolith', MONOLITH_LH_RUNS);
            const rows: Record<string, Record<string, string | number>> = {};
            for (const route of LH_ROUTES) {
              const c = composedLh.get(`${composedOrigin}${route}`)!;
              const m = monoLh.get(`${monolithOrigin}${route}`)!;
              monolith.lighthouse.push({ route, mobile: m.mobile.performance, desktop: m.desktop.performance });
              rows[route] = {
                'mobile composed': c.mobile.performance,
                'mobile monolith': m.mobile.performance,
                'LCP c/m': `${seconds(c.mobile.lcpMs)} / ${seconds(m.mobile.lcpMs)}`,
                'TBT c/m': `${Math.round(c.mobile.tbtMs)} / ${Math.round(m.mobile.tbtMs)} ms`,
                'CLS c/m': `${c.mobile.cls.toFixed(3)} / ${m.mobile.cls.toFixed(3)}`,
                'desktop composed': c.desktop.performance,
                'desktop monolith': m.desktop.performance,
                'mobile ratio': (c.mobile.performance / Math.max(1, m.mobile.performance)).toFixed(2),
              };
            }
            console.log(`\nLighthouse side by side (composed: median of ${LH_RUNS}; monolith: median of ${MONOLITH_LH_RUNS}; no budget on the monolith)`);
            console.table(rows);
          } else {
            console.log('\n(Lighthouse side by side: add the lighthouse section, e.g. --only lighthouse,monolith.)');
          }
        });
      }
    } finally {
      await browser.close();
      await Promise.all([...servers, ...closers].map((s) => s.close()));
      await backend.stop();
    }
  }

  if (only.has('throughput')) {
    const rows = await timed('throughput', () => measureThroughput());
    run.throughput = rows;
    console.log('\nBackend throughput (embedded backend over loopback HTTP; no budget)');
    console.table(
      Object.fromEntries(
        rows.map((r) => [
          r.request,
          {
            'sequential req/s': r.sequentialPerSec,
            'sequential p50': `${r.sequentialP50Ms} ms`,
            'concurrent req/s (16 in flight)': r.concurrentPerSec,
          },
        ]),
      ),
    );
  }

  console.log(
    '\nBudgets:',
    Object.entries(BUDGETS)
      .map(([k, v]) => `${k}=${v}`)
      .join(', '),
  );
  timings.total = seconds(Date.now() - t0);
  console.log('\nRuntime per section');
  console.table(timings);
  writeFileSync(REPORT_FILE, performanceMarkdown({ ...run, machine: machine(chromiumVersion), failures }, { limits: BUDGETS, lighthouse: LIGHTHOUSE_BUDGETS }));
  console.log(`\nWrote ${path.relative(process.cwd(), REPORT_FILE)}.`);
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
