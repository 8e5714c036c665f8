import {
  attrOf,
  commentText,
  createComment,
  elementsOf,
  hasAttr,
  innerHtml,
  isElement,
  outerHtml,
  parseMarkup,
  removeNode,
  setChildren,
  walk,
  type HtmlChild,
  type HtmlElement,
  type HtmlNode,
} from './html';
import { DOM_PROTOCOL, SLOT_COMMENT_PREFIX } from '@portfolio/federation/areas';
import type { EmotionRule, Markup } from './types';

const HOISTED = new Set(['title', 'meta', 'link']);

/** React's renderToString puts hoisted <title>/<meta>/<link> first; this separates them from the body. */
export function splitHead(html: string): { head: string; body: string } {
  const markup = parseMarkup(html);
  const first = markup.childNodes.findIndex((n) => !(isElement(n) && HOISTED.has(n.tagName)));
  const hoisted = markup.childNodes.slice(0, first === -1 ? undefined : first);
  for (const n of hoisted) removeNode(n);
  return { head: hoisted.map((n) => outerHtml(n as HtmlElement)).join(''), body: innerHtml(markup) };
}

/** Head markup without the elements `keep` refuses. */
export function filterHead(head: string, keep: (e: HtmlElement) => boolean): string {
  return parseMarkup(head)
    .childNodes.filter((n) => !isElement(n) || keep(n))
    .map((n) => (isElement(n) ? outerHtml(n) : ''))
    .join('');
}

export const SLOT_ATTRIBUTE = DOM_PROTOCOL.slot;
const SLOT_PREFIX = SLOT_COMMENT_PREFIX;

/** The id in a slot marker comment (`<!--slot:mf_portfolio/routes-->`), or null for any other node. */
export const slotMarkerId = (n: HtmlNode) => {
  const text = commentText(n);
  return text?.startsWith(SLOT_PREFIX) ? text.slice(SLOT_PREFIX.length) : null;
};

/** The outermost elements carrying `data-slot`, wherever the attribute sits among the others. */
export const slotElementsIn = (root: HtmlNode): HtmlElement[] =>
  walk(root, (n) => !(isElement(n) && hasAttr(n, SLOT_ATTRIBUTE))).filter((n): n is HtmlElement => isElement(n) && hasAttr(n, SLOT_ATTRIBUTE));

/** The slot markers left in some parsed markup, in document order. */
export const slotMarkersIn = (root: HtmlNode): HtmlChild[] => walk(root).filter((n): n is HtmlChild => slotMarkerId(n) !== null);

/** Cuts every top-level remote slot out of a page: the frame keeps a marker, each slot's inner HTML is returned. */
export function splitSlots(body: string): { frame: string; slots: Record<string, string> } {
  const markup = parseMarkup(body);
  const slots: Record<string, string> = {};
  for (const el of slotElementsIn(markup)) {
    const id = attrOf(el, SLOT_ATTRIBUTE)!;
    slots[id] = innerHtml(el);
    setChildren(el, [createComment(`${SLOT_PREFIX}${id}`)]);
  }
  return { frame: innerHtml(markup), slots };
}

/** The slot ids a frame has markers for. */
export const slotIdsOf = (frameHtml: string): string[] => slotMarkersIn(parseMarkup(frameHtml)).map((n) => slotMarkerId(n)!);

/** Emotion ids used by the classes in some markup (`class="… css-1x2y3z"`). */
export function classIdsIn(html: string): Set<string> {
  const ids = new Set<string>();
  for (const el of elementsOf(parseMarkup(html))) {
    for (const cls of (attrOf(el, 'class') ?? '').split(/\s+/)) if (cls.startsWith('css-')) ids.add(cls.slice(4));
  }
  return ids;
}

/**
 * Emotion classes in some markup that the page's client render has not inserted yet. The prerender reads the rules
 * from the live page, which can lag the render: a remote whose code has arrived renders to a string before its client
 * commit has inserted its rules (on a slow machine Home's featured covers went out unstyled this way).
 */
export function unstyledIdsIn(html: string, inserted: readonly string[]): string[] {
  const known = new Set(inserted);
  return [...classIdsIn(html)].filter((id) => !known.has(id));
}

/** The rules some markup needs: those of its classes, plus the keyframes those rules animate with. */
export function rulesFor(html: string, all: readonly EmotionRule[]): EmotionRule[] {
  const ids = classIdsIn(html);
  const picked = all.filter((r) => ids.has(r.id));
  const text = picked.map((r) => r.css).join('\n');
  const keyframes = all.filter((r) => r.id.startsWith('animation-') && text.includes(r.id));
  return dedupe([...keyframes, ...picked]);
}

/** First occurrence of each rule wins, keeping the page's insertion order. */
export function dedupe(rules: readonly EmotionRule[]): EmotionRule[] {
  const seen = new Set<string>();
  return rules.filter((r) => {
    const key = `${r.id}\n${r.css}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Replaces the prerender server's origin for a remote's own assets with a token the compose step fills in. */
export function tokenizeOrigin(markup: Markup, origin: string, token: string): Markup {
  const swap = (s: string) => s.split(`${origin}/`).join(token);
  return { html: swap(markup.html), rules: markup.rules.map((r) => ({ ...r, css: swap(r.css) })) };
}
