import { attrOf, childrenOf, findElement, isElement, parseMarkup, type HtmlNode } from './html';
import { SLOT_ATTRIBUTE } from './split';

/**
 * The slot that owns a route: a remote mounted directly in the shell's <main> (its page). Home and About have
 * shell content there, so the shell owns them even when a slot (featured projects) sits inside.
 */
export function routeOwnerSlot(frame: string | HtmlNode): string | null {
  const root = typeof frame === 'string' ? parseMarkup(frame) : frame;
  const main = findElement(root, (e) => e.tagName === 'main');
  const first = main && childrenOf(main)[0];
  return (first && isElement(first) && attrOf(first, SLOT_ATTRIBUTE)) || null;
}
