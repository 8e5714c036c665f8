import { create } from 'zustand';
import { TOAST_DEFAULT_DURATION_MS, type Toast, type ToastType } from './toastRules';

interface ToastState {
  /** Toasts waiting or showing; the first one is on screen. */
  queue: Toast[];
  show: (message: string, type?: ToastType, options?: { durationMs?: number }) => number;
  /** Removes a toast (after its fade, or at once when it never showed). */
  remove: (id: number) => void;
  success: (message: string) => number;
  error: (message: string) => number;
  warning: (message: string) => number;
}

let nextId = 1;

/** The one toast store; any remote calls it, the shell renders the host. */
export const useToast = create<ToastState>()((set, get) => ({
  queue: [],
  show: (message, type = 'success', options = {}) => {
    const toast: Toast = { id: nextId++, message, type, durationMs: options.durationMs ?? TOAST_DEFAULT_DURATION_MS };
    set((s) => ({ queue: [...s.queue, toast] }));
    return toast.id;
  },
  remove: (id) => set((s) => ({ queue: s.queue.filter((t) => t.id !== id) })),
  success: (message) => get().show(message, 'success'),
  error: (message) => get().show(message, 'error'),
  warning: (message) => get().show(message, 'warning'),
}));
