interface WhenIdleOptions {
  /** Run by then even if the page never goes idle (ms; `requestIdleCallback`'s timeout). Default: no deadline. */
  timeout?: number;
  /** Where idle callbacks are missing (Safari): run after this delay instead (ms). Default 2000. */
  fallbackDelayMs?: number;
}

/** Runs a task when the page is idle (a timer where idle callbacks are missing); returns its cancellation, for an effect. */
export function whenIdle(task: () => void, { timeout, fallbackDelayMs = 2000 }: WhenIdleOptions = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), timeout === undefined ? undefined : { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, fallbackDelayMs);
  return () => window.clearTimeout(timer);
}
