/** Site spec §2.2 / §9: a toast shows for 5000 ms by default, fades, and is gone 300 ms later. */
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_FADE_MS = 300;

export type ToastType = 'success' | 'error' | 'warning';

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  durationMs: number;
  /** How many times it was shown: a repeat while on screen bumps it, and its 5000 ms start again. */
  shows: number;
}

/**
 * Issue 18 / 31: a new toast replaces the visible one. An identical one (same text and type) while it shows restarts
 * its timer instead of stacking; one that comes while the visible toast is already fading is shown anew.
 */
export function nextToast(visible: readonly Toast[], candidate: Toast, fadingId: number | null = null): Toast {
  const current = visible[0];
  if (current && current.id !== fadingId && current.message === candidate.message && current.type === candidate.type) {
    return { ...current, shows: current.shows + 1 };
  }
  return candidate;
}
