/** Spec 2.2 / 9: a toast shows for 5000 ms by default, fades, and is gone 300 ms later. */
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_FADE_MS = 300;

export type ToastType = 'success' | 'error' | 'warning';

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  durationMs: number;
}
