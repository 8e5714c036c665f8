import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME, applyColorScheme, modeLabel, nextMode, schemeOf, storedMode, type ColorMode } from './colorScheme';

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === COLOR_SCHEME.modeStorageKey ? value : null) });

describe('colour scheme', () => {
  it('follows the system setting unless the visitor chose a scheme', () => {
    expect(schemeOf('system', true)).toBe('dark');
    expect(schemeOf('system', false)).toBe('light');
    expect(schemeOf('light', true)).toBe('light');
    expect(schemeOf('dark', false)).toBe('dark');
  });

  it("reads the choice from MUI's own storage key, and anything else as the system setting", () => {
    expect(storedMode(storageWith('dark'))).toBe('dark');
    expect(storedMode(storageWith('light'))).toBe('light');
    expect(storedMode(storageWith(null))).toBe('system');
    expect(storedMode(storageWith('purple'))).toBe('system');
    expect(storedMode(null)).toBe('system');
    expect(
      storedMode({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe('system');
  });

  it('marks <html> with the scheme to paint, before any app code runs', () => {
    expect(applyColorScheme(document, storageWith('dark'), false)).toBe('dark');
    expect(document.documentElement.getAttribute(COLOR_SCHEME.attribute)).toBe('dark');
    applyColorScheme(document, storageWith(null), false);
    expect(document.documentElement.getAttribute(COLOR_SCHEME.attribute)).toBe('light');
    applyColorScheme(document, storageWith('system'), true);
    expect(document.documentElement.getAttribute(COLOR_SCHEME.attribute)).toBe('dark');
  });

  it('the control visits every mode, and its first press always changes what is shown', () => {
    for (const prefersDark of [false, true]) {
      const seen: ColorMode[] = [];
      let mode: ColorMode = 'system';
      for (let i = 0; i < 3; i++) {
        seen.push(mode);
        mode = nextMode(mode, prefersDark);
      }
      expect(mode).toBe('system');
      expect(new Set(seen)).toEqual(new Set(['system', 'light', 'dark']));
      expect(schemeOf(nextMode('system', prefersDark), prefersDark)).not.toBe(schemeOf('system', prefersDark));
    }
  });

  it('names the mode it is in', () => {
    expect(modeLabel('system', true)).toBe('System (dark)');
    expect(modeLabel('system', false)).toBe('System (light)');
    expect(modeLabel('dark', false)).toBe('Dark');
    expect(modeLabel('light', true)).toBe('Light');
  });
});
