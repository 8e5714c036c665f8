import { performance } from 'node:perf_hooks';

/**
 * Resolves once `floorMs` have passed since `started` (a `performance.now()` reading), at once if they already
 * have: an answer whose work depends on whether an address has an account waits for one floor above both paths.
 */
export function answerNoSoonerThan(started: number, floorMs: number): Promise<void> {
  const wait = started + floorMs - performance.now();
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
}
