/** The parts of a window this needs (a fake in tests). */
export interface SizedWindow {
  innerWidth: number;
  addEventListener: (type: 'resize', listener: () => void, options?: AddEventListenerOptions) => void;
}

/**
 * The smallest window width seen since `watch` was called: the shell's entry makes one, watches the window at its
 * first moment and hands it down like the remote loader (features/chrome/NarrowestWidthContext.tsx), so the
 * sidebar, which reads it when it goes live, sees a resize that happened between the page's start and that read
 * (issue 38: a window loaded at 375 px and widened in that gap showed the sidebar expanded). Free of imports, so the
 * entry stays small.
 */
export function createNarrowestWidth() {
  let narrowest = Number.POSITIVE_INFINITY;
  let watching = false;
  return {
    watch(win: SizedWindow) {
      narrowest = Math.min(narrowest, win.innerWidth);
      if (watching) return;
      watching = true;
      win.addEventListener('resize', () => (narrowest = Math.min(narrowest, win.innerWidth)), { passive: true });
    },
    /** The smallest width seen, or `current` when nothing was watched (a component test). */
    read(current: number) {
      return Math.min(narrowest, current);
    },
  };
}

export type NarrowestWidth = ReturnType<typeof createNarrowestWidth>;
