/**
 * The names the shell, the remotes, the prerender and the tests share in a page's markup
 * (docs/decisions/013-the-area-table-is-the-contract.md). Browser-safe constants only, with no import: the head's
 * early-input script bundles them.
 */
export const DOM_PROTOCOL = {
  /** A remote area's root element: `data-remote-area="<area name>"`. */
  area: 'data-remote-area',
  /** The prerendered slot a remote's HTML is composed into: `data-slot="<remote>/<expose>"`. */
  slot: 'data-slot',
  /** An area whose load policy holds it back (near the viewport). */
  deferred: 'data-deferred',
  /** An area (or the shell's `#root`) whose code has hydrated it and accepts input. */
  live: 'data-live',
  /** A shell page loaded as a chunk of its own: `data-lazy-page="<page>"`. */
  lazyPage: 'data-lazy-page',
  /** On `<html>`: the document was composed from prerendered HTML. */
  prerendered: 'data-prerendered',
} as const;

/**
 * The `data-testid` of what an area shows when its remote is down or crashed. An area showing it counts as settled
 * for "every area is live" (the tests' wait and the bench's time to live).
 */
export const REMOTE_FALLBACK_TEST_ID = 'remote-fallback';

/** In a shell frame, where a remote's fragment goes once cut out: `<!--slot:<remote>/<expose>-->` (its text's prefix). */
export const SLOT_COMMENT_PREFIX = 'slot:';

/** Where a remote's own asset URLs point in prerendered HTML: replaced by its real base URL when a page is composed. */
export const remoteBaseToken = (remote: string) => `{{remote-base:${remote}}}`;
