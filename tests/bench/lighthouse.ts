import lighthouse, { desktopConfig } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

export type Preset = 'mobile' | 'desktop';

/** One page's Lighthouse figures: scores 0–100, LCP and TBT in ms, CLS unitless. */
export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Audits that cost accessibility, best practices or SEO points (first run of the preset). */
  issues: string[];
  /** The main thread's long tasks as Lighthouse attributes them (script URL, start and duration in ms, simulated). */
  longTasks: Array<{ url: string; startTime: number; duration: number }>;
  /** The element Lighthouse took as the largest contentful paint (its selector and a snippet of its HTML). */
  lcpElement: string;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** The LCP element audit's node, as `selector: snippet` (its details nest the node in a list of tables). */
type NodeDetails = { type?: string; selector?: string; snippet?: string };

function lcpElementOf(details: unknown): string {
  const find = (v: unknown): NodeDetails | undefined => {
    if (!v || typeof v !== 'object') return undefined;
    const o = v as NodeDetails;
    if (o.type === 'node') return o;
    for (const child of Object.values(o)) {
      const found = Array.isArray(child) ? child.map(find).find(Boolean) : find(child);
      if (found) return found;
    }
    return undefined;
  };
  const node = find(details);
  return node ? `${node.selector ?? '?'}: ${(node.snippet ?? '').slice(0, 120)}` : 'none';
}

const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function runOnce(url: string, preset: Preset, port: number, only: string[]): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: only }, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const issues = ['accessibility', 'best-practices', 'seo'].flatMap((c) =>
    (categories[c]?.auditRefs ?? []).filter((r) => r.weight > 0 && audits[r.id]?.score !== null && (audits[r.id]?.score ?? 1) < 1).map((r) => `${c}: ${r.id}`),
  );
  const score = (id: string) => (categories[id] ? Math.round((categories[id].score ?? 0) * 100) : NaN);
  return {
    performance: score('performance'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    issues,
    longTasks: ((audits['long-tasks']?.details as { items?: Array<{ url: string; startTime: number; duration: number }> } | undefined)?.items ?? []).map(
      ({ url: u, startTime, duration }) => ({ url: u, startTime: Math.round(startTime), duration: Math.round(duration) }),
    ),
    lcpElement: lcpElementOf(audits['largest-contentful-paint-element']?.details),
  };
}

/**
 * Lighthouse 12 (Node API) on each URL and preset, `runs` times each, with the median of every figure: one run
 * varies by 10–15 points on a shared 2-core machine. Mobile is Lighthouse's default (simulated throttling).
 * One headless Chromium serves every run; Lighthouse resets storage before each.
 */
export async function runLighthouse(
  urls: string[],
  presets: Preset[],
  runs: number,
  onRun?: (url: string, preset: Preset, run: number, figures: LighthouseFigures) => void,
): Promise<Map<string, Record<Preset, LighthouseFigures>>> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const out = new Map<string, Record<Preset, LighthouseFigures>>();
  try {
    for (const url of urls) {
      const perPreset = {} as Record<Preset, LighthouseFigures>;
      for (const preset of presets) {
        const all: LighthouseFigures[] = [];
        for (let i = 0; i < runs; i++) {
          // Accessibility, best practices and SEO do not vary between runs: the first run of each preset checks them.
          const categories = i === 0 ? ALL_CATEGORIES : ['performance'];
          // A page that failed to load once (a dist being rebuilt by someone else) gets one more try.
          const figures = await runOnce(url, preset, chrome.port, categories).catch(() => runOnce(url, preset, chrome.port, categories));
          onRun?.(url, preset, i, figures);
          all.push(figures);
        }
        const pick = (k: Exclude<keyof LighthouseFigures, 'issues' | 'longTasks' | 'lcpElement'>) =>
          median(all.map((f) => f[k]).filter((v) => !Number.isNaN(v)));
        perPreset[preset] = {
          performance: pick('performance'),
          lcpMs: pick('lcpMs'),
          tbtMs: pick('tbtMs'),
          cls: pick('cls'),
          accessibility: pick('accessibility'),
          bestPractices: pick('bestPractices'),
          seo: pick('seo'),
          issues: all[0]?.issues ?? [],
          longTasks: all[0]?.longTasks ?? [],
          lcpElement: all[0]?.lcpElement ?? 'none',
        };
      }
      out.set(url, perPreset);
    }
  } finally {
    chrome.kill();
  }
  return out;
}
