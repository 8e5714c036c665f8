import { describe, expect, it } from 'vitest';
import { BUDGETS, LIGHTHOUSE_BUDGETS } from './budgets';
import { REPORT_HEADER, performanceMarkdown, type BenchRun, type LighthouseScores, type ReportBudgets } from './report';

const budgets: ReportBudgets = { limits: BUDGETS, lighthouse: LIGHTHOUSE_BUDGETS };

const MACHINE: BenchRun['machine'] = { cores: 2, cpu: 'Test CPU @ 2.0GHz', memoryGb: 8, os: 'linux 6.1', node: 'v22.12.0', chromium: '140.0.0.0' };

const run = (over: Partial<BenchRun> = {}): BenchRun => ({
  commit: 'abc1234',
  uncommitted: false,
  date: '2026-11-28',
  machine: MACHINE,
  sections: ['live'],
  failures: [],
  ...over,
});

const fullMarks: LighthouseScores = { performance: 100, lcpMs: 1040, tbtMs: 30, cls: 0, accessibility: 100, bestPractices: 100, seo: 100 };

/** The Markdown table whose header row starts with `| <first> |`: its header, then its rows, as cells. */
function tableAfter(markdown: string, first: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`| ${first} |`));
  expect(start, `a table starting with "${first}"`).toBeGreaterThanOrEqual(0);
  const [head = '', rule = '', ...rest] = lines.slice(start);
  const cells = (line: string) => line.slice(2, -2).split(' | ');
  expect(rule).toBe(
    `|${cells(head)
      .map(() => '---|')
      .join('')}`,
  );
  const body = rest.slice(
    0,
    rest.findIndex((l) => !l.startsWith('|')),
  );
  return [cells(head), ...body.map(cells)];
}

describe('docs/performance.md from one bench run', () => {
  it('opens with the generated-file line, the commit measured and the machine', () => {
    const md = performanceMarkdown(run({ uncommitted: true }), budgets);
    expect(md.split('\n').slice(0, 3)).toEqual(['# Performance', '', REPORT_HEADER]);
    expect(md).toContain('Measured on `abc1234` with uncommitted changes, 2026-11-28. Sections: live.');
    expect(md).toContain('Machine: 2 cores (Test CPU @ 2.0GHz), 8 GB memory, linux 6.1; Node v22.12.0; Chromium 140.0.0.0.');
    expect(md.endsWith('\n')).toBe(true);
  });

  it('writes time to live against its budget and flags only the routes over it', () => {
    const over = BUDGETS.timeToLiveVsHome + 0.05;
    const md = performanceMarkdown(
      run({
        live: {
          runs: 5,
          rows: [
            { route: '/', medianMs: 1440, ratioToHome: 1 },
            { route: '/portfolio', medianMs: 1440 * over, ratioToHome: over },
          ],
        },
      }),
      budgets,
    );
    expect(md).toContain(`median of 5. Budget: ≤ ${BUDGETS.timeToLiveVsHome} × \`/\` in the same run.`);
    const rows = tableAfter(md, 'route');
    expect(rows[1]).toEqual(['`/`', '1.44 s', '1.00']);
    expect(rows[2]).toEqual(['`/portfolio`', `${(1.44 * over).toFixed(2)} s`, `**${over.toFixed(2)}** (over)`]);
  });

  it('lists the missed budgets, or says that all were met', () => {
    expect(performanceMarkdown(run(), budgets)).toContain('**All budgets met.**');
    const md = performanceMarkdown(run({ failures: ["/contact: time to live 1.90 s is 1.31 × /'s > 1.25"] }), budgets);
    expect(md).toContain("**Over budget:**\n\n- /contact: time to live 1.90 s is 1.31 × /'s > 1.25");
    expect(md).not.toContain('All budgets met');
  });

  it('writes only the sections that ran', () => {
    const md = performanceMarkdown(
      run({ sections: ['interactive'], interactive: { jsGzip: 201_933, files: 9, ttiMs: 812, allJsGzip: 380_000, runs: 3 } }),
      budgets,
    );
    expect(md).toContain("## `/`'s JavaScript until interactive");
    for (const heading of ['## Time to live', '## Lighthouse', '## Build sizes', '## Against a monolith', '## Backend throughput'])
      expect(md).not.toContain(heading);
    expect(tableAfter(md, 'JS until interactive')[1]).toEqual([
      `197.2 kB`,
      `≤ ${(BUDGETS.homeJsUntilInteractiveGzip / 1024).toFixed(1)} kB`,
      '9',
      '812 ms',
      '371.1 kB',
    ]);
  });

  it('shows a figure that was not taken as a dash, never as NaN, and does not flag it', () => {
    const md = performanceMarkdown(
      run({
        sections: ['lighthouse'],
        lighthouse: {
          runs: 3,
          rows: [{ route: '/about', mobile: { ...fullMarks, lcpMs: NaN, tbtMs: NaN }, desktop: { performance: NaN, lcpMs: NaN, cls: NaN } }],
        },
      }),
      budgets,
    );
    expect(md).not.toContain('NaN');
    expect(tableAfter(md, 'route')[1]).toEqual(['`/about`', '100', '—', '—', '0.000', '—', '—', '—', '100 / 100 / 100']);
  });

  it('flags Lighthouse scores under their floors and CLS over its ceiling', () => {
    const low = LIGHTHOUSE_BUDGETS.mobilePerformance - 1;
    const md = performanceMarkdown(
      run({
        sections: ['lighthouse'],
        lighthouse: {
          runs: 3,
          rows: [{ route: '/portfolio', mobile: { ...fullMarks, performance: low, cls: 0.2, seo: 92 }, desktop: { performance: 100, lcpMs: 500, cls: 0 } }],
        },
      }),
      budgets,
    );
    expect(md).toContain(`Budgets: mobile ≥ ${LIGHTHOUSE_BUDGETS.mobilePerformance}, desktop ≥ ${LIGHTHOUSE_BUDGETS.desktopPerformance}`);
    const [, cells] = tableAfter(md, 'route');
    expect(cells).toEqual(['`/portfolio`', `**${low}** (over)`, '1.04 s', '30 ms', '**0.200** (over)', '100', '0.50 s', '0.000', '100 / 100 / **92** (over)']);
  });

  it('writes sizes, the monolith and throughput as tables whose rows have as many cells as their header', () => {
    const md = performanceMarkdown(
      run({
        sections: ['sizes', 'monolith', 'throughput'],
        sizes: {
          runs: 3,
          apps: [{ app: 'shell', jsGzip: 300_000, cssGzip: 2_048, files: 40 }],
          routes: [{ route: '/services', shellJsGzip: BUDGETS.shellInitialJsGzip + 1, remoteJsGzip: 50_000, requests: 31, readyMs: 900, sharedCopies: 1 }],
        },
        monolith: {
          composedHomeJsGzip: 190_000,
          monolithHomeJsGzip: 200_000,
          routes: [{ route: '/', composedGzip: 380_000, monolithGzip: NaN }],
          lighthouse: [{ route: '/', mobile: 80, desktop: 97 }],
        },
        throughput: [{ request: 'read', sequentialPerSec: 410, sequentialP50Ms: 2.3, concurrentPerSec: 900 }],
      }),
      budgets,
    );
    for (const first of ['app', 'route', 'JS until interactive on `/`', 'route, all JS of one load', 'route, monolith Lighthouse (no budget)', 'request']) {
      const [head, ...rows] = tableAfter(md, first);
      expect(rows.length, first).toBeGreaterThan(0);
      for (const row of rows) expect(row, first).toHaveLength(head!.length);
    }
    expect(tableAfter(md, 'route')[1]![1]).toMatch(/^\*\*.* kB\*\* \(over\)$/);
    expect(tableAfter(md, 'route, all JS of one load')[1]).toEqual(['`/`', '371.1 kB', '—', '—']);
    expect(tableAfter(md, 'request')[1]).toEqual(['read', '410', '2.30 ms', '900']);
  });
});
