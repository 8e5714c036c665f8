/**
 * Where the visitor was on each history entry, so Back and Forward return there (issue 31). Kept in
 * sessionStorage: it survives a reload of the tab, and it is the tab's own like the history it describes.
 */
const STORAGE_KEY = 'scroll-positions';
/** React Router's key for an entry it did not create: the tab's first page, or any page loaded whole (a typed URL). */
export const UNKEYED_ENTRY = 'default';
/** Enough entries for any session's Back button; older ones are dropped first. */
export const MAX_REMEMBERED = 50;

export type ScrollPositions = Record<string, number>;

/**
 * The key a history entry's position is kept under: React Router's own key, or, for an entry it did not create
 * (all of which share the key `default`), that key with the entry's path, so the first page of a tab has a place too.
 */
export function scrollEntryKey(routerKey: string, pathname: string): string {
  return routerKey === UNKEYED_ENTRY ? `${UNKEYED_ENTRY}:${pathname}` : routerKey;
}

/** The positions with one entry set (and moved to the newest), keeping at most MAX_REMEMBERED. */
export function withPosition(positions: ScrollPositions, key: string, y: number): ScrollPositions {
  const rest = Object.entries(positions).filter(([k]) => k !== key);
  return Object.fromEntries([...rest.slice(Math.max(0, rest.length - MAX_REMEMBERED + 1)), [key, Math.max(0, Math.round(y))]]);
}

function read(storage: Storage | undefined): ScrollPositions {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as ScrollPositions) : {};
  } catch {
    return {};
  }
}

const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export function rememberScroll(key: string, y: number, storage = session()) {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(withPosition(read(storage), key, y)));
  } catch {
    // Storage full or blocked: Back then lands at the top, as it would without this.
  }
}

export function recalledScroll(key: string, storage = session()): number | null {
  const y = read(storage)[key];
  return typeof y === 'number' && Number.isFinite(y) ? y : null;
}
