/**
 * One submission at a time. A form runs its submit through `run`; a submit that arrives while one is in flight (a
 * double tap, or taps made before the page was live and replayed) is ignored. The flag is set synchronously, so two
 * submit events in one task are told apart, where a component's state would still read the old value.
 */
export interface SubmitGuard {
  /** Runs `task` unless one is running: its result, or `undefined` when the submit was ignored. */
  run: <T>(task: () => Promise<T> | T) => Promise<T | undefined>;
  /** Whether a task is running. */
  readonly busy: () => boolean;
}

export function createSubmitGuard(onBusyChange: (busy: boolean) => void = () => undefined): SubmitGuard {
  let running = false;
  return {
    busy: () => running,
    run: async (task) => {
      if (running) return undefined;
      running = true;
      onBusyChange(true);
      try {
        return await task();
      } finally {
        running = false;
        onBusyChange(false);
      }
    },
  };
}
