import { NEAR_VIEWPORT_MARGIN } from './constants';
import type { Policy } from './policy';

/**
 * `nearViewport`: when the element comes within NEAR_VIEWPORT_MARGIN of the viewport. A below-the-fold area (Home's
 * featured projects) keeps its prerendered HTML, readable and with working links, until then; a page load that never
 * scrolls there spends nothing on it (docs/decisions/006-near-the-viewport.md). The element is a `display: contents`
 * slot, so its first child's box is observed; without IntersectionObserver or anything to observe, it starts at once.
 */
export const nearViewport: Policy = (start, el) => {
  const target = el.firstElementChild;
  if (!target || typeof IntersectionObserver === 'undefined') {
    start();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  observer.observe(target);
  return () => observer.disconnect();
};
