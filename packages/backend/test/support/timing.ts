import { performance } from 'node:perf_hooks';

export interface PairedTimes {
  /** Milliseconds per call of the first function, one per round. */
  first: number[];
  /** Milliseconds per call of the second function, one per round. */
  second: number[];
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/**
 * Times two calls in `rounds` pairs, one right after the other, alternating which goes first. A burst of load on
 * a busy machine then weighs on both calls of a pair alike, and neither is always the one that follows the other,
 * so the two series differ by their code paths rather than by the machine's moments.
 */
export async function timePairs(rounds: number, first: () => Promise<unknown>, second: () => Promise<unknown>): Promise<PairedTimes> {
  const times: PairedTimes = { first: [], second: [] };
  for (let round = 0; round < rounds; round++) {
    let a: number;
    let b: number;
    if (round % 2 === 0) {
      a = await timed(first);
      b = await timed(second);
    } else {
      b = await timed(second);
      a = await timed(first);
    }
    times.first.push(a);
    times.second.push(b);
  }
  return times;
}

/** The value below which a share `p` (0-1) of the values lie (nearest rank). */
export function quantile(values: number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/**
 * Two-sided p < 0.001: two paths whose |signTestZ| reaches this differ by their code, not by chance; two equal
 * paths reach it in about one run in a thousand, however busy the machine.
 */
export const DIFFERENT_PATHS_Z = 3.29;

/**
 * The sign test over the pairs, as a z score: how far the number of pairs in which the first call was slower sits
 * from half. With the order alternating within pairs, that is a coin toss per pair for two equal paths whatever the
 * machine's load does; a burst of load counts as one pair, never as its milliseconds, so it cannot move a median
 * or a mean, while a path that is slower by more than the jitter wins nearly every quiet pair.
 */
export function signTestZ(times: PairedTimes): number {
  const differences = times.first.map((a, i) => a - times.second[i]!).filter((d) => d !== 0);
  if (differences.length === 0) return 0;
  const slower = differences.filter((d) => d > 0).length;
  return (slower - differences.length / 2) / Math.sqrt(differences.length / 4);
}
