import { attrOf, elementsOf, parseMarkup, type HtmlNode } from './html';
import { SLOT_ATTRIBUTE, slotElementsIn } from './split';
import { DOM_PROTOCOL, REMOTE_AREAS, preloadsOn } from '@portfolio/federation/areas';
import { remoteBaseToken, type Fragment } from './types';

/** What a page's preload links are read from, for the remote areas it shows at once. */
/** The parts of a remote's mf-manifest.json a page reads (another remote's file: every part may be missing). */
export interface MfManifest {
  metaData?: { remoteEntry?: { name: string; path?: string } };
  exposes?: Array<{ name: string; assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[] } } }>;
  /** The shared modules the remote consumes. */
  shared?: Array<{ name: string }>;
}

/** A remote area of a page: its module id, and whether the area table holds its loading back (so nothing preloads it). */
export interface PageArea {
  id: string;
  deferred: boolean;
}

/** The shell's on-demand chunk groups (`chunk-groups.json`) that a page needs as soon as it shows a remote area. */
export const SHELL_GROUPS_FOR_REMOTES = ['federation-runtime', 'shared-mui-extra'] as const;

/**
 * Shell chunk groups a page needs only when a remote it shows at once consumes that shared module (its manifest says).
 * MUI X's chart (`@portfolio/mui/charts`) is left out on purpose: mf-account's manifest lists it, but only the inbox
 * loads it, lazily; listed here, it would be preloaded wherever an area of mf-account is shown
 * (docs/decisions/030-leads-by-source-chart.md).
 */
export const SHELL_GROUPS_FOR_SHARED: Readonly<Record<string, string>> = {
  '@portfolio/mui/choices': 'shared-mui-choices',
  '@portfolio/mui/select': 'shared-mui-select',
  '@portfolio/mui/tabs': 'shared-mui-tabs',
};

/**
 * The shell's own app chunk: its entry requests it at once, and it is not preloaded (on a phone's bandwidth its
 * 150 kB would compete with what paints the page). Other groups' files that are also its own are left to it too.
 */
export const SHELL_APP_GROUP = 'bootstrap';

/** The shell pages of a frame that are chunks of their own (`data-lazy-page="about"` → chunk group `page-about`). */
export const lazyPagesOf = (frame: string | HtmlNode) =>
  elementsOf(typeof frame === 'string' ? parseMarkup(frame) : frame).flatMap((e) => {
    const page = attrOf(e, DOM_PROTOCOL.lazyPage);
    return page ? [`page-${page}`] : [];
  });

/**
 * The remote areas of a frame: which ones are on the page from its slots (`<div data-slot="…">`), and how each loads
 * from the area table's row, not from attributes read back out of the markup
 * (docs/decisions/013-the-area-table-is-the-contract.md). A slot the table does not declare stops the build.
 */
export function areasOf(frame: string | HtmlNode): PageArea[] {
  return slotElementsIn(typeof frame === 'string' ? parseMarkup(frame) : frame).map((e) => {
    const id = attrOf(e, SLOT_ATTRIBUTE)!;
    const row = REMOTE_AREAS.find((a) => a.id === id);
    if (!row) throw new Error(`The page has a slot for ${id}, which the area table (packages/federation/src/areas) does not declare`);
    return { id, deferred: !preloadsOn(row, 'page') };
  });
}

export interface PreloadInput {
  areas: readonly PageArea[];
  /** Chunk groups of the shell's own pages on it (lazyPagesOf). */
  shellPages?: readonly string[];
  /** slot id → the prerendered fragment, whose `preload` lists the remote's files that page requested. */
  fragments: Record<string, Fragment>;
  /** remote → base URL of its files, ending in '/'. */
  remoteBases: Record<string, string>;
  /** remote → its manifest (null or absent: unknown, nothing is preloaded from it). */
  manifests: Record<string, MfManifest | null | undefined>;
  /** The shell's named chunk groups, paths relative to the site root. */
  shellGroups: Record<string, string[]>;
}

/**
 * Every file the page's areas need before they can be live, so they download alongside the shell's own instead of
 * one after another (entry, then runtime, then manifest, then remote entry, then module): for each area shown at
 * once, the remote's entry and the exposed module's files from its manifest, the files its prerender requested
 * (a case study's content chunk), and the shell's federation runtime and the shared modules it provides on demand;
 * and the chunk of a shell page loaded on its own (About). Files the shell's app chunk brings anyway are left out.
 * Deferred areas (near the viewport) preload nothing: they may never be needed.
 */
export function preloadFiles({ areas, shellPages = [], fragments, remoteBases, manifests, shellGroups }: PreloadInput): {
  scripts: string[];
  styles: string[];
} {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const appFiles = new Set(shellGroups[SHELL_APP_GROUP] ?? []);
  const addShell = (group: string) => {
    for (const file of shellGroups[group] ?? []) if (!appFiles.has(file)) (file.endsWith('.css') ? styles : scripts).add(`/${file}`);
  };
  for (const group of shellPages) addShell(group);
  const eager = areas.filter((a) => !a.deferred);
  for (const { id } of eager) {
    const [remote, expose] = id.split('/') as [string, string];
    const base = remoteBases[remote];
    const manifest = manifests[remote];
    if (!base || !manifest) continue;
    const entry = manifest.metaData?.remoteEntry;
    if (entry) scripts.add(`${base}${entry.path ? `${entry.path.replace(/\/+$/, '')}/` : ''}${entry.name}`);
    const exposed = manifest.exposes?.find((e) => e.name === expose);
    for (const file of exposed?.assets?.js?.sync ?? []) scripts.add(base + file);
    for (const file of exposed?.assets?.css?.sync ?? []) styles.add(base + file);
    for (const { name } of manifest.shared ?? []) {
      const group = SHELL_GROUPS_FOR_SHARED[name];
      if (group) addShell(group);
    }
    for (const file of fragments[id]?.preload ?? []) {
      const url = file.split(remoteBaseToken(remote)).join(base);
      (url.endsWith('.css') ? styles : scripts).add(url);
    }
  }
  if (eager.some(({ id }) => manifests[id.split('/')[0]!])) for (const group of SHELL_GROUPS_FOR_REMOTES) addShell(group);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The preload links for `preloadFiles`: classic scripts (remote entries and chunks load without CORS) and styles.
 * Low priority: they download from first paint on, but after what paints the page (its stylesheet, the images in
 * view), so the largest contentful paint is not pushed back by code.
 */
export function preloadLinks(files: { scripts: readonly string[]; styles: readonly string[] }): string {
  const link = (href: string, as: string) => `<link rel="preload" href="${href}" as="${as}" fetchpriority="low"/>`;
  return [...files.styles.map((href) => link(href, 'style')), ...files.scripts.map((href) => link(href, 'script'))].join('');
}
