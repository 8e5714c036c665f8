/** Site spec §2.2 / §9: a toast shows for 5000 ms by default, fades, and is gone 300 ms later. */
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_FADE_MS = 300;

export type ToastType = 'success' | 'error' | 'warning';

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  durationMs: number;
}

/** Issue 18: a new toast replaces the visible one; an identical one (same text and type) on screen is not repeated. */
export function nextToast(visible: readonly Toast[], candidate: Toast): Toast {
  const current = visible[0];
  if (current && current.message === candidate.message && current.type === candidate.type) return current;
  return candidate;
}
