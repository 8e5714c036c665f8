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

/**
 * "The page is live" as one JavaScript expression, for the tests' wait and the bench's time to live: the shell has
 * hydrated (`#root` carries the live marker), and every area shown at once (not held back for the viewport) and
 * every shell page loaded as its own chunk is live or shows its fallback. A string, not a function: tsx's transform
 * adds helpers to a function's source that the page does not have.
 */
export const PAGE_IS_LIVE = `(() => {
  if (!document.getElementById('root')?.hasAttribute('${DOM.live}')) return false;
  const areas = document.querySelectorAll('[${DOM.area}]:not([${DOM.deferred}]), [${DOM.lazyPage}]');
  for (const el of areas) if (!el.hasAttribute('${DOM.live}') && !el.querySelector('[data-testid="${REMOTE_FALLBACK_TEST_ID}"]')) return false;
  return true;
})()`;
