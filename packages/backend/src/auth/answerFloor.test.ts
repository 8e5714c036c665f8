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
  beforeEach(() => vi.useFakeTimers({ now: 1000 }));
  afterEach(() => vi.useRealTimers());

  const settled = (promise: Promise<void>) => {
    const state = { done: false };
    void promise.then(() => (state.done = true));
    return state;
  };

  it('resolves only once the rest of the floor has passed', async () => {
    const answer = settled(answerNoSoonerThan(988, 30, () => Date.now()));
    await vi.advanceTimersByTimeAsync(17);
    expect(answer.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(answer.done).toBe(true);
  });

  it('waits again when its timer fires before the floor on its clock', async () => {
    const short = [2]; // its first reading at the floor is 2 ms short, as a coarse timer clock can be
    const clock = () => (Date.now() >= 1030 && short.length ? Date.now() - short.shift()! : Date.now());
    const answer = settled(answerNoSoonerThan(1000, 30, clock));
    await vi.advanceTimersByTimeAsync(30);
    expect(answer.done).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(answer.done).toBe(true);
  });

  it('does not wait when the work already took longer than the floor', async () => {
    const answer = settled(answerNoSoonerThan(0, 30, () => Date.now()));
    await vi.advanceTimersByTimeAsync(0);
    expect(answer.done).toBe(true);
  });
});
