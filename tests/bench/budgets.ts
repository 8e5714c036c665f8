/** Performance budgets `pnpm bench` checks (ARCHITECTURE.md, "Performance budgets"). Sizes are gzip bytes. */
export const BUDGETS = {
  /**
   * JavaScript the shell needs before anything remote: its entry, bootstrap and the shared libraries. MUI is
   * shared whole as a singleton (~150 kB of this), because tree-shaking a shared singleton breaks remotes.
   */
  shellInitialJsGzip: 440_000,
  /** JavaScript a remote adds to a page on top of what the shell already has (its entry and exposed module). */
  remoteJsPerRouteGzip: 120_000,
  /** A shared library's chunk may be downloaded at most this many times on one page load. */
  sharedDownloadsPerLoad: 1,
  /** Until the page's heading is visible, on this 2-core machine with an unthrottled loopback network. */
  routeReadyMs: 6_000,
} as const;
