/** Performance budgets `pnpm bench` checks (ARCHITECTURE.md, "Performance budgets"; issue 12). Sizes are gzip bytes. */
export const BUDGETS = {
  /**
   * JavaScript from the shell's origin on one page load until the network is idle: its entry, bootstrap, the
   * libraries it shares, the federation runtime once the page needs a remote, and what it loads when idle
   * (supabase-js for Home's refresh, the quote dialog and phone menu); measured 245–325 kB.
   */
  shellInitialJsGzip: 350_000,
  /** JavaScript a remote adds to a page on top of what the shell already has (its entry and exposed module). */
  remoteJsPerRouteGzip: 120_000,
  /** A shared library's chunk may be downloaded at most this many times on one page load. */
  sharedDownloadsPerLoad: 1,
  /** Until the page's heading is visible, on this 2-core machine with an unthrottled loopback network. */
  routeReadyMs: 6_000,
  /**
   * JavaScript requested on `/` before the page is interactive. Interactive is the classic time to interactive,
   * taken from the browser's own timings on an unthrottled load: after first contentful paint, the first 5 s
   * window with no long task (> 50 ms) and at most 2 requests in flight; the page was interactive when the last
   * long task before that window ended. Every JS file whose request started before then counts, at the gzip
   * (level 9) size of its decoded body, whatever encoding the server used. Idle-time preloads that start after
   * it (the quote wizard) do not count.
   */
  homeJsUntilInteractiveGzip: 200 * 1024,
  /**
   * Time to live (issue 26): on a phone profile, each public route's median time from first contentful paint until
   * every area shown at once is live, at most this multiple of `/`'s (the shell alone) in the same run.
   */
  timeToLiveVsHome: 1.25,
  /** The composed site's home-page JS until interactive, at most this multiple of the same pages built as one app. */
  composedVsMonolithHomeJs: 1.1,
} as const;

/**
 * Lighthouse 12 budgets for every public page, on the median of BENCH_LH_RUNS runs (mobile: the default
 * simulated throttling; desktop: Lighthouse's desktop preset). Scores are 0–100; CLS is unitless.
 */
export const LIGHTHOUSE_BUDGETS = {
  routes: ['/', '/portfolio', '/portfolio/face-recognition', '/notes', '/notes/meter-reading-to-bill', '/services', '/contact', '/about'],
  mobilePerformance: 95,
  desktopPerformance: 100,
  maxCls: 0.05,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
} as const;
