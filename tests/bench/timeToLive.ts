import type { Browser } from '@playwright/test';
import { DOM, LIVE_NAMES, pageIsLive } from '../support/dom';

/**
 * "Time to live" (issue 26): on a phone, from first contentful paint until the page listens, i.e. until the shell has
 * hydrated and every remote area shown at once and a shell page loaded as its own chunk carry the live marker
 * (`pageIsLive`, the same check the browser tests wait for). Lighthouse cannot see this window: a
 * page that looks finished ignores what the visitor does in it.
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  latencyMs: 150,
  /** 1.6 Mbit/s down, 750 kbit/s up, in bytes per second. */
  downloadBps: (1.6 * 1024 * 1024) / 8,
  uploadBps: (750 * 1024) / 8,
} as const;

/**
 * In the page before any of its scripts: records when the page became live, by the contract above. A string (an
 * init script), with the tests' own check called in it.
 */
const RECORD_LIVE = `
  new MutationObserver(() => {
    if (window.__liveAt === undefined && (${pageIsLive.toString()})(${JSON.stringify(LIVE_NAMES)})) window.__liveAt = performance.now();
  }).observe(document, { attributes: true, attributeFilter: ['${DOM.live}', '${DOM.deferred}'], subtree: true, childList: true });
`;

/** One load of a URL on the phone profile (cache off): milliseconds from first contentful paint until live. */
export async function timeToLive(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORD_LIVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBps,
      uploadThroughput: PHONE.uploadBps,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __liveAt?: number }).__liveAt !== undefined, undefined, { timeout: 60_000, polling: 100 });
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return (window as unknown as { __liveAt: number }).__liveAt - fcp;
    });
  } finally {
    await context.close();
  }
}

/** Median first-paint-to-live time per route, with its ratio to `/` measured in the same run. */
export async function timesToLive(browser: Browser, origin: string, routes: readonly string[], runs: number, onRun?: (route: string, ms: number) => void) {
  const [rows] = await timesToLiveSideBySide(browser, [origin], routes, runs, (_, route, ms) => onRun?.(route, ms));
  return rows!;
}

/**
 * The same for several sites at once (`pnpm bench --against`): every route of every site in turns, the sites'
 * order swapped each run, so a busy moment of the machine falls on all alike. A page that never goes live (a
 * route the older site lacks) counts as NaN and is left out of its median.
 */
export async function timesToLiveSideBySide(
  browser: Browser,
  origins: readonly string[],
  routes: readonly string[],
  runs: number,
  onRun?: (site: number, route: string, ms: number) => void,
) {
  const samples = origins.map(() => new Map<string, number[]>(routes.map((r) => [r, []])));
  for (let i = 0; i < runs; i++) {
    for (const route of routes) {
      const order = origins.map((_, site) => site);
      for (const site of i % 2 ? order.reverse() : order) {
        const ms = await timeToLive(browser, `${origins[site]}${route}`).catch((err: Error) => {
          if (origins.length === 1) throw err;
          return NaN;
        });
        samples[site]!.get(route)!.push(ms);
        onRun?.(site, route, ms);
      }
    }
  }
  const median = (xs: number[]) => {
    const known = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
    return known.length ? known[Math.floor(known.length / 2)]! : NaN;
  };
  return samples.map((bySite) => {
    const home = median(bySite.get('/') ?? [1]);
    return routes.map((route) => {
      const ms = median(bySite.get(route)!);
      return { route, medianMs: ms, ratioToHome: ms / home, runs: bySite.get(route)! };
    });
  });
}
