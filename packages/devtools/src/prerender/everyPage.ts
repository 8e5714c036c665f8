import { EVERY_PAGE, type EmotionRule, type Fragment, type RemotePages } from './types';

/** A fragment as a page hydrates it: its markup, head and the set of its rules (a page inserts them in its own order). */
const hydratedAs = ({ html, head, rules }: Fragment) => JSON.stringify({ html, head, rules: rules.map((r: EmotionRule) => `${r.id}\n${r.css}`).sort() });

/**
 * Keeps the fragment of an area shown on every page (the footer's subscribe form) once in a remote's pages. Every page
 * hydrates that one copy, so a path that rendered the area otherwise (markup or rules; their order follows what the
 * page inserted first) is refused, naming it (docs/decisions/025-one-subscribe-form-in-three-places.md).
 */
export function keepForEveryPage(pages: RemotePages, id: string, fragment: Fragment, path: string): void {
  const shared = (pages[EVERY_PAGE] ??= {});
  const earlier = shared[id];
  if (earlier && hydratedAs(earlier) !== hydratedAs(fragment)) {
    throw new Error(`${id} rendered differently on ${path} than on the paths before it: an area of every page must not depend on the path`);
  }
  shared[id] = earlier ?? fragment;
}
