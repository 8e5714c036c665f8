import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the task in an idle callback, with the deadline asked for, and cancels it', () => {
    const idle: Array<() => void> = [];
    const requestIdleCallback = vi.fn((callback: () => void) => idle.push(callback));
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const task = vi.fn();

    const cancel = whenIdle(task, { timeout: 2000 });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(task).not.toHaveBeenCalled();
    idle[0]!();
    expect(task).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(1);

    whenIdle(task);
    expect(requestIdleCallback).toHaveBeenLastCalledWith(expect.any(Function), undefined);
  });

  it('without idle callbacks, runs after the fallback delay: 2 s unless told otherwise', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const later = vi.fn();
    const soon = vi.fn();
    whenIdle(later);
    whenIdle(soon, { fallbackDelayMs: 0 });
    vi.advanceTimersByTime(0);
    expect(soon).toHaveBeenCalledTimes(1);
    expect(later).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a cancelled fallback never runs', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task)();
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
  });
});
