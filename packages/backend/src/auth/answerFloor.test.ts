import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerNoSoonerThan, floorWait } from './answerFloor';

describe('floorWait', () => {
  it('is what is left of the floor', () => {
    expect(floorWait(1000, 30, 1012)).toBe(18);
  });

  it('is zero when the work already took longer than the floor', () => {
    expect(floorWait(1000, 30, 2000)).toBe(0);
  });
});

describe('answerNoSoonerThan', () => {
  // Fake timers, real setImmediate: the clock below is set by hand, so the test decides when the floor has passed.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  const turns = async (n = 5) => {
    for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
  };
  const settled = (promise: Promise<void>) => {
    const state = { done: false };
    void promise.then(() => (state.done = true));
    return state;
  };

  it('resolves when its clock reaches the floor, not when its timer fires', async () => {
    let now = 1000;
    const answer = settled(answerNoSoonerThan(988, 30, () => now));
    await vi.advanceTimersByTimeAsync(17);
    await turns();
    expect(answer.done).toBe(false);
    now = 1017.9; // the timer fired, the clock is still short of 1018
    await turns();
    expect(answer.done).toBe(false);
    now = 1018;
    await turns();
    expect(answer.done).toBe(true);
  });

  it('sets no timer for the last millisecond', async () => {
    let now = 1000;
    const answer = settled(answerNoSoonerThan(1000, 30, () => now));
    await vi.advanceTimersByTimeAsync(29);
    expect(vi.getTimerCount()).toBe(0);
    now = 1030;
    await turns();
    expect(answer.done).toBe(true);
  });

  it('does not wait when the work already took longer than the floor', async () => {
    const answer = settled(answerNoSoonerThan(0, 30, () => 5000));
    await turns(1);
    expect(answer.done).toBe(true);
  });
});
