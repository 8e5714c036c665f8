import type { EmotionRule, Markup } from './types';

const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)*/;

/** React's renderToString puts hoisted <title>/<meta>/<link> first; this separates them from the body. */
export function splitHead(html: string): { head: string; body: string } {
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

const SLOT_OPEN = /<div data-slot="([^"]+)"[^>]*>/g;

/** End index of the element whose start tag ends at `from`: React's markup is well formed, so divs nest. */
function closingDivEnd(html: string, from: number): { innerEnd: number; end: number } {
  const tag = /<div[\s>]|<\/div>/g;
  tag.lastIndex = from;
  let depth = 1;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    depth += m[0] === '</div>' ? -1 : 1;
    if (depth === 0) return { innerEnd: m.index, end: m.index + m[0].length };
  }
  throw new Error('Unbalanced <div> in prerendered markup');
}

export const slotMarker = (id: string) => `<!--slot:${id}-->`;

/** Cuts every top-level remote slot out of a page: the frame keeps a marker, each slot's inner HTML is returned. */
export function splitSlots(body: string): { frame: string; slots: Record<string, string> } {
  const slots: Record<string, string> = {};
  let frame = '';
  let at = 0;
  SLOT_OPEN.lastIndex = 0;
  for (let m = SLOT_OPEN.exec(body); m; m = SLOT_OPEN.exec(body)) {
    const innerStart = m.index + m[0].length;
    const { innerEnd, end } = closingDivEnd(body, innerStart);
    slots[m[1]!] = body.slice(innerStart, innerEnd);
    frame += body.slice(at, innerStart) + slotMarker(m[1]!) + '</div>';
    at = end;
    SLOT_OPEN.lastIndex = end;
  }
  return { frame: frame + body.slice(at), slots };
}

/** Emotion ids used by the classes in some markup (`class="… css-1x2y3z"`). */
export function classIdsIn(html: string): Set<string> {
  const ids = new Set<string>();
  for (const m of html.matchAll(/class="([^"]*)"/g)) {
    for (const cls of m[1]!.split(/\s+/)) if (cls.startsWith('css-')) ids.add(cls.slice(4));
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
