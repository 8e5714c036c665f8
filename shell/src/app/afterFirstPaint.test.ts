import { describe, expect, it } from 'vitest';
import { afterFirstPaint, type PaintingWindow } from './afterFirstPaint';

function fakeWindow(visibilityState: DocumentVisibilityState) {
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const win: PaintingWindow = {
    document: { visibilityState },
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback) => tasks.push(callback),
  };
  return { win, frames, tasks };
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
    const { win, frames, tasks } = fakeWindow('visible');
    const painted = afterFirstPaint(win);
    expect(await settled(painted)).toBe(false);
    frames.shift()!();
    expect(await settled(painted)).toBe(false);
    tasks.shift()!();
    expect(await settled(painted)).toBe(true);
  });

  it('resolves at once in a hidden tab, which runs no animation frames', async () => {
    const { win, frames } = fakeWindow('hidden');
    expect(await settled(afterFirstPaint(win))).toBe(true);
    expect(frames).toHaveLength(0);
  });
});
