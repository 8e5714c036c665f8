import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { answerNoSoonerThan } from './answerFloor';

describe('answerNoSoonerThan', () => {
  it('waits out what is left of the floor', async () => {
    const started = performance.now();
    await answerNoSoonerThan(started, 30);
    expect(performance.now() - started).toBeGreaterThanOrEqual(29);
  });

  it('does not wait again when the work already took longer than the floor', async () => {
    const before = performance.now();
    await answerNoSoonerThan(before - 1000, 30);
    expect(performance.now() - before).toBeLessThan(25);
  });
});
