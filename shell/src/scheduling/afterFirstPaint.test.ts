import { describe, expect, it } from 'vitest';
import { afterFirstPaint, type PaintingWindow } from './afterFirstPaint';

function fakeWindow(visibilityState: DocumentVisibilityState, { paintTiming = true } = {}) {
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const paints: Array<(name: string) => void> = [];
  const listeners: Array<() => void> = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'longtask'];
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      paints.push((entry) => callback({ getEntriesByName: (name) => (name === entry ? [{ name }] : []) }));
    }
    observe() {}
    disconnect() {}
  }
  const win: PaintingWindow = {
    document: {
      visibilityState,
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => undefined,
    } as unknown as PaintingWindow['document'],
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback) => tasks.push(callback),
    PerformanceObserver: paintTiming ? FakeObserver : undefined,
  };
  return { win, frames, tasks, paints, hide: () => listeners.forEach((l) => l()) };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('afterFirstPaint', () => {
  it('resolves in the task after the next animation frame, not before the frame', async () => {
    const { win, frames, tasks } = fakeWindow('visible', { paintTiming: false });
    const painted = afterFirstPaint(win);
    expect(await settled(painted)).toBe(false);
    frames.shift()!();
    expect(await settled(painted)).toBe(false);
    tasks.shift()!();
    expect(await settled(painted)).toBe(true);
  });

  it('resolves when the first contentful paint is reported, with no animation frame (a test clock standing still)', async () => {
    const { win, paints } = fakeWindow('visible');
    const painted = afterFirstPaint(win);
    paints[0]!('first-paint');
    expect(await settled(painted)).toBe(false);
    paints[0]!('first-contentful-paint');
    expect(await settled(painted)).toBe(true);
  });

  it('resolves at once in a hidden tab, and when the tab is hidden before the page paints', async () => {
    const hidden = fakeWindow('hidden');
    expect(await settled(afterFirstPaint(hidden.win))).toBe(true);
    expect(hidden.frames).toHaveLength(0);
    const visible = fakeWindow('visible');
    const painted = afterFirstPaint(visible.win);
    expect(await settled(painted)).toBe(false);
    visible.hide();
    expect(await settled(painted)).toBe(true);
  });
});
