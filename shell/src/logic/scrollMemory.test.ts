import { describe, expect, it } from 'vitest';
import { MAX_REMEMBERED, recalledScroll, rememberScroll, scrollEntryKey, UNKEYED_ENTRY, withPosition } from './scrollMemory';

const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  };
};

describe('scroll memory per history entry', () => {
  it('recalls the position remembered for an entry, and nothing for an unknown one', () => {
    const storage = memoryStorage();
    rememberScroll('abc', 1834.6, storage);
    rememberScroll('def', 0, storage);
    expect(recalledScroll('abc', storage)).toBe(1835);
    expect(recalledScroll('def', storage)).toBe(0);
    expect(recalledScroll('nope', storage)).toBeNull();
  });

  it('keeps the newest entries only', () => {
    let positions = {};
    for (let i = 0; i < MAX_REMEMBERED + 5; i++) positions = withPosition(positions, `k${i}`, i);
    expect(Object.keys(positions)).toHaveLength(MAX_REMEMBERED);
    expect(positions).not.toHaveProperty('k0');
    expect(positions).toHaveProperty(`k${MAX_REMEMBERED + 4}`, MAX_REMEMBERED + 4);
  });

  it('survives broken storage contents', () => {
    const storage = memoryStorage();
    storage.setItem('scroll-positions', '{not json');
    expect(recalledScroll('abc', storage)).toBeNull();
    rememberScroll('abc', 10, storage);
    expect(recalledScroll('abc', storage)).toBe(10);
  });
});

describe('scrollEntryKey', () => {
  it("keeps React Router's own key, and tells entries it did not create apart by their path", () => {
    expect(scrollEntryKey('k3x9', '/portfolio')).toBe('k3x9');
    expect(scrollEntryKey(UNKEYED_ENTRY, '/portfolio')).not.toBe(scrollEntryKey(UNKEYED_ENTRY, '/contact'));
    expect(scrollEntryKey(UNKEYED_ENTRY, '/portfolio')).toBe(scrollEntryKey(UNKEYED_ENTRY, '/portfolio'));
  });
});
