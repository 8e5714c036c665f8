/**
 * "Load this remote area when the visitor is about to see it." A below-the-fold remote (Home's featured
 * projects) keeps its prerendered HTML, readable and with working links, and its code is fetched and
 * hydrated only when the area comes within NEAR_VIEWPORT_MARGIN of the viewport. A page load that never
 * scrolls there spends no bandwidth or main-thread time on it.
 */

/** How far outside the viewport an area starts loading: enough for its code to arrive before it is on screen. */
const NEAR_VIEWPORT_MARGIN = '400px 0px';

/** Set on an area while its remote waits to come near the viewport (the prerendered HTML has it already). */
const DEFERRED_ATTRIBUTE = 'data-deferred';

interface Wait {
  promise: Promise<void>;
  resolve: () => void;
  done: boolean;
}

const waits = new Map<string, Wait>();

function waitFor(key: string): Wait {
  let wait = waits.get(key);
  if (!wait) {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    const created: Wait = { promise, resolve: () => ((created.done = true), resolve()), done: false };
    wait = created;
    waits.set(key, wait);
  }
  return wait;
}

/** Resolves once an area watched under `key` has come near the viewport (at once if it already has). */
export function nearViewport(key: string): Promise<void> {
  return waitFor(key).promise;
}

/**
 * Watches a slot (a `display: contents` element, so its first child's box is observed) for `key`. Returns
 * the cleanup for React's ref callback. Without IntersectionObserver or anything to observe, it resolves at
 * once: the area then loads as any other.
 */
export function watchNearViewport(key: string, slot: Element): () => void {
  const wait = waitFor(key);
  const target = slot.firstElementChild;
  if (wait.done || !target || typeof IntersectionObserver === 'undefined') {
    slot.removeAttribute(DEFERRED_ATTRIBUTE);
    wait.resolve();
    return () => undefined;
  }
  slot.setAttribute(DEFERRED_ATTRIBUTE, '');
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      slot.removeAttribute(DEFERRED_ATTRIBUTE);
      wait.resolve();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  observer.observe(target);
  return () => {
    observer.disconnect();
    slot.removeAttribute(DEFERRED_ATTRIBUTE);
  };
}
