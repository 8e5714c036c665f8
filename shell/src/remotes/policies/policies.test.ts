import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_DEADLINE_MS, INTENT_EVENTS } from './constants';
import { POLICIES } from '.';

afterEach(() => vi.unstubAllGlobals());

describe('the load policies', () => {
  it('eager starts at once', () => {
    const start = vi.fn();
    POLICIES.eager(start, document.createElement('div'));
    expect(start).toHaveBeenCalledOnce();
  });

  it('idle starts when the page is idle (by its deadline at the latest), and not once cancelled', () => {
    const callbacks: Array<() => void> = [];
    const options: Array<IdleRequestOptions | undefined> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, option?: IdleRequestOptions) => (options.push(option), callbacks.push(callback)));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => callbacks.splice(handle - 1, 1));
    const start = vi.fn();
    POLICIES.idle(start, document.body);
    expect(start).not.toHaveBeenCalled();
    expect(options[0]).toEqual({ timeout: IDLE_DEADLINE_MS });
    callbacks[0]!();
    expect(start).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    POLICIES.idle(cancelled, document.body)();
    callbacks.forEach((callback) => callback());
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('intent starts on each hover, focus or touch, until cleaned up', () => {
    const link = document.createElement('a');
    const start = vi.fn();
    const cleanup = POLICIES.intent(start, link);
    for (const type of INTENT_EVENTS) link.dispatchEvent(new Event(type));
    expect(start).toHaveBeenCalledTimes(INTENT_EVENTS.length);
    cleanup();
    link.dispatchEvent(new Event('mouseenter'));
    expect(start).toHaveBeenCalledTimes(INTENT_EVENTS.length);
  });

  it('nearViewport starts at once where there is nothing to observe', () => {
    const start = vi.fn();
    POLICIES.nearViewport(start, document.createElement('div'));
    expect(start).toHaveBeenCalledOnce();
  });
});
