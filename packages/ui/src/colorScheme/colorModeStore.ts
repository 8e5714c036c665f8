import { create } from 'zustand';
import { COLOR_SCHEME, showMode, storedMode, type ColorMode } from './colorScheme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

interface ColorModeState {
  /** The visitor's choice; null until the page has started (the server HTML and its hydration know none). */
  mode: ColorMode | null;
  /** Whether the system asks for dark. */
  systemDark: boolean;
  setMode: (mode: ColorMode) => void;
}

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The colour mode, kept outside React context: a context change would reach every prerendered area still waiting to
 * hydrate and make React drop its server HTML. Stored under MUI's own key, shown through MUI's attribute on `<html>`.
 */
export const useColorMode = create<ColorModeState>()((set, get) => ({
  mode: null,
  systemDark: false,
  setMode: (mode) => {
    try {
      localStore()?.setItem(COLOR_SCHEME.modeStorageKey, mode);
    } catch {
      // Blocked storage: the choice holds for this page only.
    }
    set({ mode });
    showMode(document, mode, get().systemDark);
  },
}));

/** Reads the stored choice and follows the system setting and other tabs from now on; returns the way to stop. */
export function startColorMode(): () => void {
  const media = window.matchMedia(DARK_QUERY);
  const sync = () => {
    const mode = storedMode(localStore());
    useColorMode.setState({ mode, systemDark: media.matches });
    showMode(document, mode, media.matches);
  };
  sync();
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLOR_SCHEME.modeStorageKey) sync();
  };
  media.addEventListener('change', sync);
  window.addEventListener('storage', onStorage);
  return () => {
    media.removeEventListener('change', sync);
    window.removeEventListener('storage', onStorage);
  };
}
