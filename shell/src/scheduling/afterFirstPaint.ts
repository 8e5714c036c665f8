/** The parts of a window this needs (a fake in tests). */
export interface PaintingWindow {
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  requestAnimationFrame: (callback: () => void) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
  PerformanceObserver?: {
    new (callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void): {
      observe: (options: { type: string; buffered: boolean }) => void;
      disconnect: () => void;
    };
    supportedEntryTypes?: readonly string[];
  };
}

/**
 * Resolves once the browser has painted what it has, at the first of: the first contentful paint being reported,
 * the task after the next animation frame, or the tab being hidden (a hidden tab paints nothing and runs no
 * animation frames). Either signal alone could keep the site from starting: a page with nothing contentful paints
 * no first contentful paint, and a test clock that stands still runs no animation frames.
 */
export function afterFirstPaint(win: PaintingWindow = window): Promise<void> {
  return new Promise((resolve) => {
    const doc = win.document;
    if (doc.visibilityState === 'hidden') return resolve();
    let observer: { disconnect: () => void } | undefined;
    const done = () => {
      observer?.disconnect();
      doc.removeEventListener('visibilitychange', done);
      resolve();
    };
    doc.addEventListener('visibilitychange', done);
    win.requestAnimationFrame(() => win.setTimeout(done, 0));
    const Observer = win.PerformanceObserver;
    if (Observer?.supportedEntryTypes?.includes('paint')) {
      const paints = new Observer((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer = paints;
      paints.observe({ type: 'paint', buffered: true });
    }
  });
}
