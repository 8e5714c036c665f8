/** Runs a task when the page is idle (a timer where idle callbacks are missing); returns its cancellation, for an effect. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task());
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 2000);
  return () => window.clearTimeout(timer);
}
