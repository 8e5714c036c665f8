/** A child run (a build) that Ctrl-C or SIGTERM ended: the command stops quietly, as asked, not as a failure. */
export class Interrupted extends Error {
  constructor(what: string) {
    super(`${what} was interrupted.`);
    this.name = 'Interrupted';
  }
}

/** Throws when a child run failed: Interrupted when a stop signal ended it, else an Error saying what failed. */
export function checkChild(result: { status: number | null; signal: NodeJS.Signals | null }, what: string): void {
  if (result.signal === 'SIGINT' || result.signal === 'SIGTERM') throw new Interrupted(what);
  if (result.status !== 0) throw new Error(`${what} failed.`);
}

export interface Lifecycle {
  /** Adds a stop function: run, last added first, on Ctrl-C / SIGTERM. */
  add: (stop: () => Promise<void> | void) => void;
}

/**
 * Runs every stop function once on Ctrl-C / SIGTERM, then exits with 0: a stop that was asked for is not a failure,
 * and pnpm reports one (ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL) when its child ends any other way. Installed before the
 * build, so an early Ctrl-C is quiet too; servers add their stop functions as they start.
 */
export function stopOnSignal(stops: Array<() => Promise<void> | void> = []): Lifecycle {
  let stopping = false;
  const stopAll = async () => {
    if (stopping) return;
    stopping = true;
    if (stops.length) console.log('\nStopping…');
    for (const stop of stops.reverse()) {
      try {
        await stop();
      } catch (err) {
        console.error(err);
      }
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stopAll());
  process.on('SIGTERM', () => void stopAll());
  return { add: (stop) => void stops.push(stop) };
}

/** The end of a command's main(): quiet after an interruption, one line and exit code 1 after an error. */
export function exitOnError(err: unknown): never {
  if (err instanceof Interrupted) process.exit(0);
  console.error((err as Error).message);
  process.exit(1);
}
