import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

/** Quiet window of the classic time-to-interactive definition (Lighthouse ≤ 9, observed rather than simulated). */
const QUIET_MS = 5_000;
const MAX_IN_FLIGHT = 2;
const GIVE_UP_MS = 30_000;

export interface JsUntilInteractive {
  /** Gzip bytes (level 9 of each decoded body) of the JS requested before the page was interactive. */
  jsGzip: number;
  files: number;
  ttiMs: number;
  /** The same for every JS file of the load, interactive or not (idle preloads included), for context. */
  allJsGzip: number;
  /** Every JS file of the load: path, gzip bytes, request start (ms) and whether it counted. */
  perFile: Array<{ file: string; gzip: number; startMs: number; counted: boolean }>;
}

interface Span {
  start: number;
  end: number;
}

/**
 * Time to interactive as Lighthouse defined it before v10, from the browser's own timings: after first
 * contentful paint, find the first 5 s window with no long task (> 50 ms) and at most 2 requests in flight;
 * the page was interactive when the last long task before that window ended (or at FCP if there was none).
 * Returns null while no such window has fully elapsed.
 */
export function timeToInteractive(fcp: number, longTasks: Span[], requests: Span[], now: number): number | null {
  const candidates = [fcp, ...longTasks.map((t) => t.end), ...requests.map((r) => r.end)].filter((t) => t >= fcp).sort((a, b) => a - b);
  for (const s of candidates) {
    const e = s + QUIET_MS;
    if (e > now) return null;
    if (longTasks.some((t) => t.end > s && t.start < e)) continue;
    // Most requests in flight at once inside [s, e]: checked at s and at every start inside the window.
    const points = [s, ...requests.map((r) => r.start).filter((t) => t > s && t < e)];
    const busy = points.some((p) => requests.filter((r) => r.start <= p && r.end > p).length > MAX_IN_FLIGHT);
    if (busy) continue;
    return Math.max(fcp, ...longTasks.filter((t) => t.end <= s).map((t) => t.end));
  }
  return null;
}

/**
 * Loads a URL in a fresh context (unthrottled loopback, this machine's CPU) and counts the JavaScript requested
 * before time to interactive. Sizes are gzip of the decoded response bodies, so they do not depend on whether
 * the server sent brotli, gzip or nothing.
 */
export async function jsUntilInteractive(browser: Browser, url: string): Promise<JsUntilInteractive> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    performance.setResourceTimingBufferSize(2000);
    const w = window as unknown as { __longTasks: Array<{ start: number; end: number }> };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const bodies = new Map<string, Promise<number>>();
  page.on('response', (r) => {
    const type = r.request().resourceType();
    if (type === 'script' || /\.m?js(\?|$)/.test(r.url())) {
      bodies.set(
        r.url(),
        r.body().then(
          (b) => gzipSync(b, { level: 9 }).length,
          () => 0,
        ),
      );
    }
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    const deadline = Date.now() + GIVE_UP_MS;
    for (;;) {
      const t = await page.evaluate(() => {
        const w = window as unknown as { __longTasks: Array<{ start: number; end: number }> };
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
          name: r.name,
          start: r.startTime,
          end: r.responseEnd || r.startTime + r.duration,
        }));
        return { fcp, longTasks: w.__longTasks, resources, now: performance.now() };
      });
      const tti = timeToInteractive(t.fcp, t.longTasks, t.resources, t.now);
      if (tti !== null || Date.now() > deadline) {
        const cut = tti ?? t.now;
        const starts = new Map(t.resources.map((r) => [r.name, r.start]));
        const perFile = await Promise.all(
          [...bodies].map(async ([u, size]) => {
            const { port, pathname } = new URL(u);
            const startMs = starts.get(u) ?? Infinity;
            return { file: port + pathname, gzip: await size, startMs: Math.round(startMs), counted: startMs < cut };
          }),
        );
        perFile.sort((a, b) => a.startMs - b.startMs);
        const counted = perFile.filter((f) => f.counted);
        const total = (files: typeof perFile) => files.reduce((sum, f) => sum + f.gzip, 0);
        return { jsGzip: total(counted), files: counted.length, ttiMs: Math.round(cut), allJsGzip: total(perFile), perFile };
      }
      await page.waitForTimeout(500);
    }
  } finally {
    await context.close();
  }
}
