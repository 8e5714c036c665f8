/**
 * docs/performance.md, written from one `pnpm bench` run: its figures against their budgets, the commit and the
 * machine. Pure (figures in, Markdown out), so its unit test pins the format; bench.ts gathers the figures and
 * writes the file.
 */

import type { BUDGETS, LIGHTHOUSE_BUDGETS } from './budgets';
import type { LighthouseFigures } from './lighthouse';

/** The budgets a report states beside its figures (budgets.ts, widened to plain numbers). */
export interface ReportBudgets {
  limits: { [K in keyof typeof BUDGETS]: number };
  lighthouse: { [K in Exclude<keyof typeof LIGHTHOUSE_BUDGETS, 'routes'>]: number };
}

export interface Machine {
  cores: number;
  cpu: string;
  memoryGb: number;
  os: string;
  node: string;
  chromium: string;
}

export interface AppSize {
  app: string;
  jsGzip: number;
  cssGzip: number;
  files: number;
}

export interface RouteDownload {
  route: string;
  shellJsGzip: number;
  remoteJsGzip: number;
  requests: number;
  /** Until the page's heading shows, median of the section's runs. */
  readyMs: number;
  /** The most origins that served one shared library on this page (budget: at most 1). */
  sharedCopies: number;
}

export interface LiveRow {
  route: string;
  medianMs: number;
  ratioToHome: number;
}

/** The figures of a Lighthouse run the report prints (the run's own type, not a restatement of it). */
export type LighthouseScores = Pick<LighthouseFigures, 'performance' | 'lcpMs' | 'tbtMs' | 'cls' | 'accessibility' | 'bestPractices' | 'seo'>;

export interface LighthouseRow {
  route: string;
  mobile: LighthouseScores;
  desktop: Pick<LighthouseScores, 'performance' | 'lcpMs' | 'cls'>;
}

export interface MonolithFigures {
  composedHomeJsGzip: number;
  monolithHomeJsGzip: number;
  /** All JS of one load per route, composed and monolith (NaN: the page did not show its heading). */
  routes: Array<{ route: string; composedGzip: number; monolithGzip: number }>;
  /** Lighthouse performance of the monolith, when the lighthouse section ran too (no budget). */
  lighthouse: Array<{ route: string; mobile: number; desktop: number }>;
}

export interface ThroughputFigures {
  request: string;
  sequentialPerSec: number;
  sequentialP50Ms: number;
  concurrentPerSec: number;
}

/** One run of the bench. A section that did not run is absent; a figure that was not taken is NaN ("—"). */
export interface BenchRun {
  /** The commit measured (short hash), and whether the working tree differed from it. */
  commit: string;
  uncommitted: boolean;
  /** YYYY-MM-DD. */
  date: string;
  machine: Machine;
  sections: readonly string[];
  /** BENCH_NOTE: what else is worth knowing about the run (an idle machine, a CI run beside it). */
  note?: string;
  sizes?: { apps: AppSize[]; routes: RouteDownload[]; runs: number };
  interactive?: { jsGzip: number; files: number; ttiMs: number; allJsGzip: number; runs: number };
  live?: { rows: LiveRow[]; runs: number };
  lighthouse?: { rows: LighthouseRow[]; runs: number };
  monolith?: MonolithFigures;
  throughput?: ThroughputFigures[];
  /** `--against`: the other checkout's figures, measured in turns with these. */
  against?: AgainstFigures;
  /** The budgets missed, as the bench printed them. */
  failures: readonly string[];
}

export const REPORT_HEADER = 'Written by `pnpm bench`; do not edit by hand.';

const NONE = '—';
const shown = (n: number, text: (n: number) => string) => (Number.isFinite(n) ? text(n) : NONE);
const kb = (bytes: number) => shown(bytes, (b) => `${(b / 1024).toFixed(1)} kB`);
const seconds = (ms: number) => shown(ms, (m) => `${(m / 1000).toFixed(2)} s`);
const ms = (n: number) => shown(n, (m) => `${Math.round(m)} ms`);
const fixed = (n: number, digits: number) => shown(n, (x) => x.toFixed(digits));
const count = (n: number) => shown(n, String);
const code = (s: string) => `\`${s}\``;

/** A cell against its budget: the figure, flagged when it misses (a figure not taken is not flagged). */
const judged = (text: string, over: boolean) => (over ? `**${text}** (over)` : text);

function table(head: readonly string[], rows: ReadonlyArray<readonly string[]>): string[] {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)];
}

function sizesPart(sizes: NonNullable<BenchRun['sizes']>, b: ReportBudgets['limits']): string[] {
  return [
    '## Build sizes',
    '',
    'Every `.js` and `.css` file of each build, gzip.',
    '',
    ...table(
      ['app', 'JS', 'CSS', 'files'],
      sizes.apps.map((a) => [code(a.app), kb(a.jsGzip), kb(a.cssGzip), count(a.files)]),
    ),
    '',
    '## Downloads per route',
    '',
    `First load until the network is idle, JS gzip; ready = heading visible, median of ${sizes.runs}. Budgets: shell JS ≤ ${kb(b.shellInitialJsGzip)}, remote JS ≤ ${kb(b.remoteJsPerRouteGzip)}, ready ≤ ${seconds(b.routeReadyMs)}, each shared library from at most ${b.sharedDownloadsPerLoad} origin.`,
    '',
    ...table(
      ['route', 'shell JS', 'remote JS', 'requests', 'ready', 'shared library copies'],
      sizes.routes.map((r) => [
        code(r.route),
        judged(kb(r.shellJsGzip), r.shellJsGzip > b.shellInitialJsGzip),
        judged(kb(r.remoteJsGzip), r.remoteJsGzip > b.remoteJsPerRouteGzip),
        count(r.requests),
        judged(ms(r.readyMs), r.readyMs > b.routeReadyMs),
        judged(count(r.sharedCopies), r.sharedCopies > b.sharedDownloadsPerLoad),
      ]),
    ),
    '',
  ];
}

function interactivePart(i: NonNullable<BenchRun['interactive']>, b: ReportBudgets['limits']): string[] {
  return [
    "## `/`'s JavaScript until interactive",
    '',
    `Gzip of the decoded bodies requested before time to interactive (unthrottled), median of ${i.runs}.`,
    '',
    ...table(
      ['JS until interactive', 'budget', 'files', 'time to interactive', 'all JS of the load'],
      [[judged(kb(i.jsGzip), i.jsGzip > b.homeJsUntilInteractiveGzip), `≤ ${kb(b.homeJsUntilInteractiveGzip)}`, count(i.files), ms(i.ttiMs), kb(i.allJsGzip)]],
    ),
    '',
  ];
}

function livePart(live: NonNullable<BenchRun['live']>, b: ReportBudgets['limits']): string[] {
  return [
    '## Time to live on a phone',
    '',
    `First contentful paint until \`#root\` and every area shown at once carry \`data-live\` (390×844, CPU 4× slower, 150 ms round trip, 1.6 Mbit/s, cache off), median of ${live.runs}. Budget: ≤ ${b.timeToLiveVsHome} × \`/\` in the same run.`,
    '',
    ...table(
      ['route', 'time to live', 'ratio to `/`'],
      live.rows.map((r) => [code(r.route), seconds(r.medianMs), judged(fixed(r.ratioToHome, 2), r.ratioToHome > b.timeToLiveVsHome)]),
    ),
    '',
  ];
}

function lighthousePart(lh: NonNullable<BenchRun['lighthouse']>, b: ReportBudgets['lighthouse']): string[] {
  const score = (n: number, floor: number) => judged(count(n), n < floor);
  const cls = (n: number) => judged(fixed(n, 3), n > b.maxCls);
  return [
    '## Lighthouse',
    '',
    `Lighthouse 12, median of ${lh.runs} per page and preset (mobile: simulated throttling; desktop preset). Budgets: mobile ≥ ${b.mobilePerformance}, desktop ≥ ${b.desktopPerformance}, CLS ≤ ${b.maxCls}, accessibility ≥ ${b.accessibility}, best practices ≥ ${b.bestPractices}, SEO ≥ ${b.seo}.`,
    '',
    ...table(
      ['route', 'mobile', 'LCP', 'TBT', 'CLS', 'desktop', 'desktop LCP', 'desktop CLS', 'a11y / BP / SEO'],
      lh.rows.map(({ route, mobile: m, desktop: d }) => [
        code(route),
        score(m.performance, b.mobilePerformance),
        seconds(m.lcpMs),
        ms(m.tbtMs),
        cls(m.cls),
        score(d.performance, b.desktopPerformance),
        seconds(d.lcpMs),
        cls(d.cls),
        [score(m.accessibility, b.accessibility), score(m.bestPractices, b.bestPractices), score(m.seo, b.seo)].join(' / '),
      ]),
    ),
    '',
  ];
}

function monolithPart(m: MonolithFigures, b: ReportBudgets['limits']): string[] {
  const ratio = m.composedHomeJsGzip / m.monolithHomeJsGzip;
  return [
    '## Against a monolith',
    '',
    `The same pages built as one rsbuild app without federation (\`tests/bench/monolith/\`), served as a client-rendered SPA. Budget: composed \`/\` JS until interactive ≤ ${b.composedVsMonolithHomeJs} × the monolith's.`,
    '',
    ...table(
      ['JS until interactive on `/`', 'composed', 'monolith', 'ratio'],
      [['gzip', kb(m.composedHomeJsGzip), kb(m.monolithHomeJsGzip), judged(fixed(ratio, 2), ratio > b.composedVsMonolithHomeJs)]],
    ),
    '',
    ...table(
      ['route, all JS of one load', 'composed', 'monolith', 'ratio'],
      m.routes.map((r) => [code(r.route), kb(r.composedGzip), kb(r.monolithGzip), fixed(r.composedGzip / r.monolithGzip, 2)]),
    ),
    '',
    ...(m.lighthouse.length
      ? [
          ...table(
            ['route, monolith Lighthouse (no budget)', 'mobile', 'desktop'],
            m.lighthouse.map((r) => [code(r.route), count(r.mobile), count(r.desktop)]),
          ),
          '',
        ]
      : []),
  ];
}

function throughputPart(rows: readonly ThroughputFigures[]): string[] {
  return [
    '## Backend throughput',
    '',
    'The embedded backend over loopback HTTP, anon reads and inserts (no budget).',
    '',
    ...table(
      ['request', 'sequential req/s', 'sequential p50', 'req/s, 16 in flight'],
      rows.map((r) => [r.request, count(r.sequentialPerSec), `${fixed(r.sequentialP50Ms, 2)} ms`, count(r.concurrentPerSec)]),
    ),
    '',
  ];
}

/** The whole page for one run. */
export function performanceMarkdown(run: BenchRun, budgets: ReportBudgets): string {
  const { machine } = run;
  const commit = `${code(run.commit)}${run.uncommitted ? ' with uncommitted changes' : ''}`;
  const lines = [
    '# Performance',
    '',
    REPORT_HEADER,
    '',
    `Measured on ${commit}, ${run.date}. Sections: ${run.sections.join(', ')}. How to run it and what each section measures: [testing.md](testing.md#performance-pnpm-bench).`,
    '',
    `Machine: ${count(machine.cores)} cores (${machine.cpu}), ${shown(machine.memoryGb, (g) => `${g.toFixed(0)} GB`)} memory, ${machine.os}; Node ${machine.node}; Chromium ${machine.chromium}.`,
    '',
    ...(run.note ? [`Note: ${run.note}`, ''] : []),
    run.failures.length ? `**Over budget:**` : '**All budgets met.**',
    ...(run.failures.length ? ['', ...run.failures.map((f) => `- ${f}`)] : []),
    '',
    ...(run.sizes ? sizesPart(run.sizes, budgets.limits) : []),
    ...(run.interactive ? interactivePart(run.interactive, budgets.limits) : []),
    ...(run.live ? livePart(run.live, budgets.limits) : []),
    ...(run.lighthouse ? lighthousePart(run.lighthouse, budgets.lighthouse) : []),
    ...(run.monolith ? monolithPart(run.monolith, budgets.limits) : []),
    ...(run.throughput ? throughputPart(run.throughput) : []),
    ...(run.against ? againstPart(run.against, { live: run.live?.rows, lighthouse: run.lighthouse?.rows }, run.commit) : []),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The same routes measured on the commit before a change, in the same run, interleaved with this checkout's. */
export interface AgainstFigures {
  commit: string;
  live?: LiveRow[];
  lighthouse?: LighthouseRow[];
}

/** docs/performance.md's side-by-side part: before → after for each route both sections measured. */
export function againstPart(against: AgainstFigures, after: { live?: LiveRow[]; lighthouse?: LighthouseRow[] }, commit: string): string[] {
  const routes = [...new Set([...(after.live ?? []), ...(after.lighthouse ?? [])].map((r) => r.route))];
  const live = (rows: LiveRow[] | undefined, route: string) => rows?.find((r) => r.route === route);
  const lh = (rows: LighthouseRow[] | undefined, route: string) => rows?.find((r) => r.route === route);
  const pair = (a: string, b: string) => `${a} → ${b}`;
  const rows = routes.map((route) => {
    const [lb, la] = [live(against.live, route), live(after.live, route)];
    const [hb, ha] = [lh(against.lighthouse, route), lh(after.lighthouse, route)];
    return [
      `\`${route}\``,
      pair(seconds(lb?.medianMs ?? NaN), seconds(la?.medianMs ?? NaN)),
      pair(fixed(lb?.ratioToHome ?? NaN, 2), fixed(la?.ratioToHome ?? NaN, 2)),
      pair(count(hb?.mobile.performance ?? NaN), count(ha?.mobile.performance ?? NaN)),
      pair(count(hb?.desktop.performance ?? NaN), count(ha?.desktop.performance ?? NaN)),
    ];
  });
  return [
    `## Side by side with \`${against.commit}\``,
    '',
    `\`pnpm bench --against\`: \`${against.commit}\` (before) and \`${commit}\` (after) served at once and measured in turns, route by route, so the machine's load weighs on both alike.`,
    '',
    '| route | time to live | ratio to `/` | Lighthouse mobile | Lighthouse desktop |',
    '|---|---|---|---|---|',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
    '',
  ];
}
