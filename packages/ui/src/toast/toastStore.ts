import { create } from 'zustand';
import { TOAST_DEFAULT_DURATION_MS, nextToast, type Toast, type ToastType } from './toastRules';

interface ToastState {
  /** The toast on screen, if any: at most one, since a new toast replaces the visible one (no queue). */
  queue: Toast[];
  /** The toast that was closed (timer or by hand) and is fading out, if any. */
  fadingId: number | null;
  show: (message: string, type?: ToastType, options?: { durationMs?: number }) => number;
  /** Starts a toast's 300 ms fade. */
  close: (id: number) => void;
  /** Removes a toast after its fade; a toast already replaced is gone anyway. */
  remove: (id: number) => void;
  success: (message: string) => number;
  error: (message: string) => number;
  warning: (message: string) => number;
}

let nextId = 1;

/** The one toast store; any remote calls it, the shell renders the host. */
export const useToast = create<ToastState>()((set, get) => ({
  queue: [],
  fadingId: null,
  show: (message, type = 'success', options = {}) => {
    const candidate: Toast = { id: nextId, message, type, durationMs: options.durationMs ?? TOAST_DEFAULT_DURATION_MS, shows: 1 };
    const shown = nextToast(get().queue, candidate, get().fadingId);
    if (shown === candidate) nextId += 1;
    set({ queue: [shown] });
    return shown.id;
  },
  close: (id) => set((s) => (s.queue[0]?.id === id ? { fadingId: id } : s)),
  remove: (id) => set((s) => ({ queue: s.queue.filter((t) => t.id !== id), fadingId: s.fadingId === id ? null : s.fadingId })),
  success: (message) => get().show(message, 'success'),
  error: (message) => get().show(message, 'error'),
  warning: (message) => get().show(message, 'warning'),
}));
