import { performance } from 'node:perf_hooks';

/** How long an answer must still wait so that it leaves no sooner than `floorMs` after `started`: never negative. */
export function floorWait(started: number, floorMs: number, now: number): number {
  return Math.max(0, started + floorMs - now);
}

/**
 * Resolves once `floorMs` have passed since `started` (a reading of `clock`), at once if they already have: an
 * answer whose work depends on whether an address has an account waits for one floor above both paths. A timer may
 * fire a little before its delay on the monotonic clock, so it waits again for whatever is still left.
 */
export async function answerNoSoonerThan(started: number, floorMs: number, clock = () => performance.now()): Promise<void> {
  for (let wait = floorWait(started, floorMs, clock()); wait > 0; wait = floorWait(started, floorMs, clock())) {
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
