import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLOR_SCHEME } from './colorScheme';
import { startColorMode, useColorMode } from './colorModeStore';

/** A system setting the test can flip, as `matchMedia('(prefers-color-scheme: dark)')` reports it. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  window.matchMedia = (() => media) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      dark = next;
      for (const l of listeners) l();
    },
    listeners,
  };
}

const shown = () => document.documentElement.getAttribute(COLOR_SCHEME.attribute);

describe('colour mode store', () => {
  beforeEach(() => {
    localStorage.clear();
    useColorMode.setState({ mode: null, systemDark: false });
  });
  afterEach(() => document.documentElement.removeAttribute(COLOR_SCHEME.attribute));

  it('starts from no mode, so the server HTML and its hydration agree, then reads the stored choice', () => {
    expect(useColorMode.getState().mode).toBeNull();
    localStorage.setItem(COLOR_SCHEME.modeStorageKey, 'dark');
    fakeSystem(false);
    const stop = startColorMode();
    expect(useColorMode.getState().mode).toBe('dark');
    expect(shown()).toBe('dark');
    stop();
  });

  it('follows the system setting while the mode is system, and stops when stopped', () => {
    const system = fakeSystem(false);
    const stop = startColorMode();
    expect(useColorMode.getState().mode).toBe('system');
    expect(shown()).toBe('light');
    system.set(true);
    expect(shown()).toBe('dark');
    expect(useColorMode.getState().systemDark).toBe(true);
    stop();
    expect(system.listeners.size).toBe(0);
  });

  it('keeps a chosen scheme when the system setting changes', () => {
    const system = fakeSystem(false);
    const stop = startColorMode();
    useColorMode.getState().setMode('dark');
    expect(localStorage.getItem(COLOR_SCHEME.modeStorageKey)).toBe('dark');
    expect(shown()).toBe('dark');
    useColorMode.getState().setMode('light');
    system.set(true);
    expect(shown()).toBe('light');
    useColorMode.getState().setMode('system');
    expect(shown()).toBe('dark');
    stop();
  });

  it("takes a choice made in another tab (MUI's storage event)", () => {
    fakeSystem(false);
    const stop = startColorMode();
    localStorage.setItem(COLOR_SCHEME.modeStorageKey, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: COLOR_SCHEME.modeStorageKey, newValue: 'dark' }));
    expect(useColorMode.getState().mode).toBe('dark');
    expect(shown()).toBe('dark');
    stop();
  });
});
