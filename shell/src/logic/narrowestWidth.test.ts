import { describe, expect, it } from 'vitest';
import { createNarrowestWidth, type SizedWindow } from './narrowestWidth';

function fakeWindow(width: number) {
  const listeners: (() => void)[] = [];
  const win: SizedWindow & { resize: (to: number) => void } = {
    innerWidth: width,
    addEventListener: (_type, listener) => void listeners.push(listener),
    resize(to) {
      win.innerWidth = to;
      for (const listener of listeners) listener();
    },
  };
  return win;
}

describe('narrowestWidth', () => {
  it('remembers a narrow start after the window was widened', () => {
    const win = fakeWindow(375);
    const record = createNarrowestWidth();
    record.watch(win);
    win.resize(1280);
    expect(record.read(win.innerWidth)).toBe(375);
  });

  it('remembers a narrowing that was widened again', () => {
    const win = fakeWindow(1280);
    const record = createNarrowestWidth();
    record.watch(win);
    win.resize(600);
    win.resize(1440);
    expect(record.read(win.innerWidth)).toBe(600);
  });

  it('is the current width when nothing was watched, and listens once when watched twice', () => {
    const record = createNarrowestWidth();
    expect(record.read(1024)).toBe(1024);
    const win = fakeWindow(1024);
    let added = 0;
    const counting: SizedWindow = { ...win, addEventListener: () => void (added += 1) };
    record.watch(counting);
    record.watch(counting);
    expect(added).toBe(1);
  });
});
