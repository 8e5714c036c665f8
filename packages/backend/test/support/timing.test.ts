import { describe, expect, it } from 'vitest';
import { DIFFERENT_PATHS_Z, quantile, signTestZ, timePairs } from './timing';

// A fixed pseudo-random sequence (mulberry32), so the noise is the same on every run.
function noise(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

describe('timing comparison', () => {
  // 200 simulated runs of 60 pairs on a busy machine: a 60 ms floor, 4 ms of jitter, and a burst of up to 80 ms
  // on one call in five.
  const RUNS = 200;
  const runs = Array.from({ length: RUNS }, (_, seed) => {
    const random = noise(seed + 1);
    const load = () => 60 + random() * 4 + (random() < 0.2 ? random() * 80 : 0);
    return { first: Array.from({ length: 60 }, load), second: Array.from({ length: 60 }, load) };
  });
  const found = (shiftMs: number) =>
    runs.filter((times) => Math.abs(signTestZ({ first: times.first.map((t) => t + shiftMs), second: times.second })) >= DIFFERENT_PATHS_Z).length;

  it('almost never finds a difference between two equal paths, whatever bursts of load hit one call of a pair', () => {
    expect(found(0)).toBeLessThanOrEqual(2);
  });

  it('finds a path 3 ms slower than the other under the same load, in either order', () => {
    expect(found(3)).toBeGreaterThanOrEqual(RUNS * 0.95);
    expect(found(-3)).toBeGreaterThanOrEqual(RUNS * 0.95);
  });

  it('times each pair in alternating order', async () => {
    const calls: string[] = [];
    const times = await timePairs(
      4,
      async () => calls.push('a'),
      async () => calls.push('b'),
    );
    expect(calls.join('')).toBe('abbaabba');
    expect(times.first).toHaveLength(4);
    expect(quantile([3, 1, 2], 0.5)).toBe(2);
  });
});
