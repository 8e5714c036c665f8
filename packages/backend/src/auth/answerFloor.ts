import { performance } from 'node:perf_hooks';

/** How long an answer must still wait so that it leaves no sooner than `floorMs` after `started`: never negative. */
export function floorWait(started: number, floorMs: number, now: number): number {
  return Math.max(0, started + floorMs - now);
}

/**
 * Resolves once `floorMs` have passed since `started` (a reading of `clock`), at once if they already have: an
 * answer whose work depends on whether an address has an account waits for one floor above both paths.
 *
 * A timer alone is not exact enough for that: Node's timers count whole milliseconds from the event loop's cached
 * time, so one set after longer work (the known address's path) fires up to a millisecond early, and waiting again
 * with a second timer would overshoot by a whole one. So a timer covers all but the last millisecond, and the rest
 * is waited out turn by turn of the event loop (setImmediate), until the clock itself says the floor has passed.
 */
export async function answerNoSoonerThan(started: number, floorMs: number, clock = () => performance.now()): Promise<void> {
  const coarse = floorWait(started, floorMs, clock()) - 1;
  if (coarse > 0) await new Promise((resolve) => setTimeout(resolve, coarse));
  while (floorWait(started, floorMs, clock()) > 0) await new Promise((resolve) => setImmediate(resolve));
}
