import { routeOwnerId } from './owner';
import { areasOf, lazyPagesOf, preloadFiles, preloadLinks, type MfManifest } from './preloads';
import {
  appendChildren,
  attrOf,
  elementsOf,
  findElement,
  parseDocument,
  parseMarkup,
  removeNode,
  replaceWith,
  serializeDocument,
  setAttr,
  setChildren,
  textOf,
  type HtmlElement,
} from './html';
import { dedupe, slotMarkerId, slotMarkersIn } from './split';
import { remoteBaseToken, type EmotionRule, type Fragment, type Frame, type RemotePages, type ShellFrames } from './types';
import { DOM_PROTOCOL } from '@portfolio/federation/areas';

/** Which shell frame a path uses: the shell's routes are one segment deep (`/portfolio/x` → `/portfolio`). */
export const frameKeyOf = (path: string) => (path === '/' ? '/' : `/${path.split('/')[1]}`);

export interface PageParts {
  frame: Frame;
  /** slot id → fragment, for the slots the frame has. */
  fragments: Record<string, Fragment>;
  /** Head of the route's owner. */
  head: string;
  /** The remote that owns the route could not be reached: the frame alone, for the client to show its fallback. */
  degraded?: boolean;
}

/**
 * Finds the parts of a path. A shell page needs its own frame; a remote's route needs the remote to have
 * prerendered that very path (an unknown case-study slug is a 404). A missing secondary slot (featured
 * projects on Home) is left to the client.
 */
export function resolvePage(path: string, frames: ShellFrames, remotes: Record<string, RemotePages | null>): PageParts | null {
  const key = frameKeyOf(path);
  const frame = frames[key];
  if (!frame || key === '/404') return null;
  const markup = parseMarkup(frame.html);
  const owner = routeOwnerId(path)?.split('/')[0];
  if (owner && remotes[owner] === null) return { frame, fragments: {}, head: '', degraded: true };
  const fragments: Record<string, Fragment> = {};
  let ownerHead: string | null = path === key ? frame.head || null : null;
  for (const id of slotMarkersIn(markup).map((n) => slotMarkerId(n)!)) {
    const fragment = remotes[id.split('/')[0]!]?.[path]?.[id];
    if (fragment) {
      fragments[id] = fragment;
      if (fragment.head) ownerHead = fragment.head;
    }
  }
  if (ownerHead === null) return null;
  return { frame, fragments, head: ownerHead };
}

const styleTag = (rules: readonly EmotionRule[]) =>
  rules.length ? `<style data-emotion="css ${[...new Set(rules.map((r) => r.id))].join(' ')}">${rules.map((r) => r.css).join('')}</style>` : '';

export interface ComposeOptions {
  /** The shell's built index.html: scripts, stylesheets and the empty root. */
  template: string;
  parts: PageParts;
  /** remote name → base URL its assets are served from (the folder of its mf-manifest.json), ending in '/'. */
  remoteBases: Record<string, string>;
  /** Whether the client hydrates it (a 404 page is re-rendered instead, its route table differs). */
  hydrate?: boolean;
  /** remote → its mf-manifest.json, for the preload links of the areas the page shows at once. */
  manifests?: Record<string, MfManifest | null>;
  /** The shell's named on-demand chunk groups (its `chunk-groups.json`). */
  shellGroups?: Record<string, string[]>;
  /** The origin the page is served from: remotes there need no preconnect. */
  pageOrigin?: string;
}

/** What `startsFromServerHtml` in @portfolio/ui reads: the page's root holds server HTML to hydrate. */
const PRERENDERED_ATTRIBUTE = DOM_PROTOCOL.prerendered;

/** The template's own placeholders, which a composed page replaces with its owner's head and content. */
const isTemplatePlaceholder = (e: HtmlElement) =>
  e.tagName === 'title' || e.tagName === 'noscript' || (e.tagName === 'meta' && attrOf(e, 'name') === 'description');

/** Joins the shell's frame with the remotes' fragments into one HTML page. Renders nothing. */
export function composePage({ template, parts, remoteBases, hydrate = true, manifests, shellGroups, pageOrigin }: ComposeOptions): string {
  // A remote's asset URLs are tokens until now: its base is where it is deployed today.
  const withBases = (text: string) => Object.entries(remoteBases).reduce((t, [remote, base]) => t.split(remoteBaseToken(remote)).join(base), text);
  const body = parseMarkup(parts.frame.html);
  const rules: EmotionRule[] = [...parts.frame.rules];
  for (const marker of slotMarkersIn(body)) {
    const fragment = parts.fragments[slotMarkerId(marker)!];
    if (!fragment) continue;
    replaceWith(marker, parseMarkup(withBases(fragment.html)).childNodes);
    rules.push(...fragment.rules);
  }
  const css = dedupe(rules).map((r) => ({ ...r, css: withBases(r.css) }));
  // A slot left empty (its remote is down) has no server markup to hydrate: the client renders the page afresh.
  const complete = slotMarkersIn(body).length === 0;
  // The page's areas are known here, before any script runs: connect to their remotes and fetch every file the areas
  // shown at once need, alongside the shell's own. A remote whose areas all wait for the viewport may never be needed.
  const areas = areasOf(body);
  const remotesOnPage = [...new Set(areas.map((a) => a.id.split('/')[0]!))].filter((r) => remoteBases[r]);
  const hints = remotesOnPage
    .map((r) => {
      const origin = new URL(remoteBases[r]!).origin;
      const preconnect = origin === pageOrigin ? '' : `<link rel="preconnect" href="${origin}"/>`;
      const eager = areas.some((a) => a.id.startsWith(`${r}/`) && !a.deferred);
      return eager ? `${preconnect}<link rel="preload" href="${remoteBases[r]}mf-manifest.json" as="fetch" crossorigin="anonymous"/>` : preconnect;
    })
    .join('');
  const preloads = preloadLinks(
    preloadFiles({
      areas,
      shellPages: lazyPagesOf(body),
      fragments: parts.fragments,
      remoteBases,
      manifests: manifests ?? {},
      shellGroups: shellGroups ?? {},
    }),
  );
  const head = `${hints}${preloads}${withBases(parts.head)}${styleTag(css)}${parts.frame.globalCss ? `<style data-global>${parts.frame.globalCss}</style>` : ''}`;

  const doc = parseDocument(template);
  const html = findElement(doc, (e) => e.tagName === 'html')!;
  const headEl = findElement(html, (e) => e.tagName === 'head')!;
  const root = findElement(html, (e) => attrOf(e, 'id') === 'root');
  if (!root) throw new Error('The shell\'s index.html has no <div id="root">');
  if (hydrate && complete) setAttr(html, PRERENDERED_ATTRIBUTE, '');
  for (const placeholder of elementsOf(html).filter(isTemplatePlaceholder)) {
    // With the indentation before it, so the document is the one the template gave, less the placeholder.
    const siblings = placeholder.parentNode!.childNodes;
    const before = siblings[siblings.indexOf(placeholder) - 1];
    if (before && before.nodeName === '#text' && !textOf(before).trim()) removeNode(before);
    removeNode(placeholder);
  }
  appendChildren(headEl, parseMarkup(head).childNodes);
  setChildren(root, body.childNodes);
  return serializeDocument(doc);
}
