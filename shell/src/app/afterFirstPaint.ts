/** The parts of a window this needs (a fake in tests). */
export interface PaintingWindow {
  document: { visibilityState: DocumentVisibilityState };
  requestAnimationFrame: (callback: () => void) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

/**
 * Resolves once the browser has painted what it has: in the task after the next animation frame. A hidden tab
 * paints nothing (and runs no animation frames), so there it resolves at once.
 */
export function afterFirstPaint(win: PaintingWindow = window): Promise<void> {
  return new Promise((resolve) => {
    if (win.document.visibilityState === 'hidden') return resolve();
    win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
  });
}
