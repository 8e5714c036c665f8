import { create } from 'zustand';

/** Which remotes failed to load, written by the federation runtime plugin, read by fallbacks and tests. */
export const useRemoteStatus = create<{ failed: Record<string, string>; markFailed: (id: string, reason: string) => void; clear: (id: string) => void }>()(
  (set) => ({
    failed: {},
    markFailed: (id, reason) => set((s) => ({ failed: { ...s.failed, [id]: reason } })),
    clear: (id) =>
      set((s) => {
        const { [id]: _, ...rest } = s.failed;
        return { failed: rest };
      }),
  }),
);
