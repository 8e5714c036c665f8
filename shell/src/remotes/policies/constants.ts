/** How far outside the viewport a `nearViewport` area starts loading: enough for its code to arrive before it shows. */
export const NEAR_VIEWPORT_MARGIN = '400px 0px';

/** Where idle callbacks are missing (Safari), `idle` runs after this delay (ms), as Astro's `client:idle` does. */
export const IDLE_FALLBACK_DELAY_MS = 200;

/** `idle` runs by then even if the page never goes idle (ms): an opened quote modal's wizard waits no longer. */
export const IDLE_DEADLINE_MS = 1000;

/** What shows intent to use an element: a pointer over it, keyboard focus in it, a finger landing on it. */
export const INTENT_EVENTS = ['mouseenter', 'focusin', 'touchstart'] as const;
