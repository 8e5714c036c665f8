/**
 * The colour scheme (light or dark) is an attribute on `<html>`, set before first paint by the head script and kept
 * by MUI's provider; the visitor's choice (light, dark or system) is MUI's own `localStorage` key.
 */
export const COLOR_SCHEME = {
  attribute: 'data-mui-color-scheme',
  modeStorageKey: 'mui-mode',
} as const;

/** What the visitor chose: a scheme, or the system setting. */
export type ColorMode = 'light' | 'dark' | 'system';
export type ColorScheme = 'light' | 'dark';

const isMode = (value: string | null): value is ColorMode => value === 'light' || value === 'dark' || value === 'system';

/** The scheme a mode shows: the system's when the mode follows it. */
export function schemeOf(mode: ColorMode, systemPrefersDark: boolean): ColorScheme {
  return mode === 'system' ? (systemPrefersDark ? 'dark' : 'light') : mode;
}

/** The stored mode, or the system setting when nothing (or nothing valid) is stored, as MUI's provider reads it. */
export function storedMode(storage: Pick<Storage, 'getItem'> | null): ColorMode {
  try {
    const value = storage?.getItem(COLOR_SCHEME.modeStorageKey) ?? null;
    return isMode(value) ? value : 'system';
  } catch {
    // Storage can be blocked (privacy settings); the system setting still applies.
    return 'system';
  }
}

/**
 * The theme control's order, from the mode shown now: following the system, a press switches to the other scheme;
 * from there to the system's own scheme, then back to following the system.
 */
export function nextMode(mode: ColorMode, systemPrefersDark: boolean): ColorMode {
  const system = schemeOf('system', systemPrefersDark);
  if (mode === 'system') return system === 'dark' ? 'light' : 'dark';
  return mode === system ? 'system' : system;
}

/** How the control names a mode, e.g. 'System (dark)'. */
export function modeLabel(mode: ColorMode, systemPrefersDark: boolean): string {
  if (mode === 'system') return `System (${schemeOf(mode, systemPrefersDark)})`;
  return mode === 'dark' ? 'Dark' : 'Light';
}

/** Shows a mode: sets `<html data-mui-color-scheme>` to the scheme it stands for. */
export function showMode(doc: Document, mode: ColorMode, prefersDark: boolean): ColorScheme {
  const scheme = schemeOf(mode, prefersDark);
  doc.documentElement.setAttribute(COLOR_SCHEME.attribute, scheme);
  return scheme;
}

/**
 * Shows the stored choice before the page paints (the head script), so a prerendered page is drawn in the visitor's
 * scheme from its first frame.
 */
export function applyColorScheme(doc: Document, storage: Pick<Storage, 'getItem'> | null, prefersDark: boolean): ColorScheme {
  return showMode(doc, storedMode(storage), prefersDark);
}
