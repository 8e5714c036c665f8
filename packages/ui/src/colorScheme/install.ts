import { applyColorScheme } from './colorScheme';

// The shell's build inlines this file, bundled on its own, in every page's head: the scheme is set before first paint.
let storage: Storage | null = null;
try {
  storage = window.localStorage;
} catch {
  // Blocked storage: the system setting applies.
}
applyColorScheme(document, storage, window.matchMedia('(prefers-color-scheme: dark)').matches);
