import { DOM_PROTOCOL, REMOTE_FALLBACK_TEST_ID } from '@portfolio/federation/areas';

/**
 * The page markup's names, from the one module the shell, the remotes and the prerender read
 * (docs/decisions/013-the-area-table-is-the-contract.md). Tests build their selectors here rather than spell them.
 */
export const DOM = DOM_PROTOCOL;
export { REMOTE_FALLBACK_TEST_ID };

/** A remote area's root element: every area, or the one named. */
export const areaSelector = (area?: string) => (area === undefined ? `[${DOM.area}]` : `[${DOM.area}="${area}"]`);

/** A prerendered slot, by its `<remote>/<expose>` id. */
export const slotSelector = (slot: string) => `[${DOM.slot}="${slot}"]`;

/** The names the live check reads, handed into the page (a function run in the page cannot import). */
export const LIVE_NAMES = { ...DOM, fallback: REMOTE_FALLBACK_TEST_ID } as const;

/**
 * "The page is live", run in the page, for the tests' wait and the bench's time to live: the shell has hydrated
 * (`#root` carries the live marker), and every area shown at once (not held back for the viewport) and every shell
 * page loaded as its own chunk is live or shows its fallback. A plain function of its argument with no inner
 * helpers, so its source runs as it is in the page (tsx adds its name helpers outside a declaration, not inside).
 */
export function pageIsLive(names: typeof LIVE_NAMES): boolean {
  if (!document.getElementById('root')?.hasAttribute(names.live)) return false;
  for (const el of Array.from(document.querySelectorAll(`[${names.area}]:not([${names.deferred}]), [${names.lazyPage}]`))) {
    if (!el.hasAttribute(names.live) && !el.querySelector(`[data-testid="${names.fallback}"]`)) return false;
  }
  return true;
}
