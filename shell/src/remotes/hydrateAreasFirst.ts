import { startTransition } from 'react';
import { DOM_PROTOCOL } from '@portfolio/federation/areas';

/**
 * React hydrates each Suspense boundary of a prerendered page as a unit of its own, after its parent, at the lowest
 * priority there is (offscreen): every other update on the page goes first and interrupts it. A remote area is such
 * a boundary, so on a phone its content stayed dead for a second or more after the shell around it had hydrated
 * (issue 26). Each area shown at once asks React to hydrate it as soon as the shell has
 * (`unstable_scheduleHydration`, React's API for hydrating one part of a page first). Areas that wait for the
 * viewport (`data-deferred`) keep their turn.
 *
 * Asked inside a transition, React hydrates the area at transition priority, in slices that yield to the browser.
 * Asked outside one, it hydrated at normal priority, which React does not slice: the listing's first unit was one
 * task of several hundred milliseconds on a phone (Lighthouse's blocking time). The ask waits for the shell's
 * commit (`#root[data-live]`): before it, the area has no fiber yet, and React would retry the ask outside the
 * transition.
 */

/** The part of a hydration root this needs; React ships it, but its types do not declare it. */
export interface SchedulesHydration {
  unstable_scheduleHydration?: (target: Node) => void;
}

/** A node inside each prerendered area's boundary that is shown at once: the area's first element. */
export function eagerAreaTargets(doc: ParentNode): Element[] {
  return Array.from(doc.querySelectorAll(`[${DOM_PROTOCOL.area}]:not([${DOM_PROTOCOL.deferred}])`))
    .map((area) => area.firstElementChild)
    .filter((el): el is Element => el !== null);
}

export function hydrateAreasFirst(root: object, doc: ParentNode = document, shell: Element | null = document.getElementById('root')) {
  const { unstable_scheduleHydration: schedule } = root as SchedulesHydration;
  if (!schedule) return;
  const ask = () =>
    startTransition(() => {
      for (const target of eagerAreaTargets(doc)) schedule.call(root, target);
    });
  if (!shell || shell.hasAttribute(DOM_PROTOCOL.live)) return ask();
  const observer = new MutationObserver(() => {
    if (!shell.hasAttribute(DOM_PROTOCOL.live)) return;
    observer.disconnect();
    ask();
  });
  observer.observe(shell, { attributes: true, attributeFilter: [DOM_PROTOCOL.live] });
}
