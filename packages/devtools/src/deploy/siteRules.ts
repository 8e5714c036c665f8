import { APPS, REMOTE_NAMES, type RemoteName } from '@portfolio/federation';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../cachePolicy';
import { APP_ROUTES } from '../siteHandler';

/**
 * How a release is served, said once: nginx.conf, `_headers`/`_redirects` (Netlify, Cloudflare Pages) and
 * `vercel.json` are all generated from these rules, so no host file is a hand copy of another.
 */
export interface SiteRules {
  /** Security headers on every response (securityHeaders.ts, as `pnpm start` sends them). */
  headers: Record<string, string>;
  /**
   * The CSP of a response whose address asks for a preview (`?mf-preview=`), admitting the preview origins; null when
   * previews are off. Hosts that can vary a header by the query use it; `_headers` cannot, and keeps `headers`' CSP.
   */
  previewCsp: string | null;
  /** Content-hashed files: cached for a year. Everything else (HTML, remotes.json, manifests) revalidates. */
  immutable: string;
  revalidate: string;
  /** Paths answered with the shell's frame, kept out of search. */
  appRoutes: readonly string[];
  appFrame: string;
  /** Unknown paths: this page with status 404, kept out of search. */
  notFound: string;
  /**
   * The other addresses the frame and the 404 page answer at (their files and clean names), kept out of search
   * like the app routes: every host serves `/app` and `/404` from their files, nginx `/app.html` too.
   */
  noindexFiles: readonly string[];
  /** Each remote's folder of version folders (`/mf-portfolio/`): shared across origins, repointed by `--only`/`--rollback`. */
  remoteFolders: readonly string[];
  /** Within a version folder, where the build puts its content-hashed files. */
  hashedFolder: string;
  /** A page `/x` is the file `x.html` (pageFile): served at `/x` by every host, `/x/` redirected there. */
  pageSuffix: string;
}

const PAGE_SUFFIX = '.html';

/**
 * Where a page lives as a static file: `/` → `index.html`, `/portfolio/x` → `portfolio/x.html`. Every host serves
 * `x.html` at `/x`, the canonical address; Cloudflare Pages would serve an `x/index.html` at `/x/` and redirect `/x` there.
 */
export const pageFile = (p: string) => (p === '/' ? 'index.html' : `${p.replace(/^\/+|\/+$/g, '')}${PAGE_SUFFIX}`);

/** The address static hosts serve an HTML file at (`/app.html` → `/app`); they redirect the file's own name there. */
export const cleanUrl = (file: string) => (file.endsWith(PAGE_SUFFIX) ? file.slice(0, -PAGE_SUFFIX.length) : file);

/** A remote's folder on the site: `mf-portfolio`. */
export const remoteFolder = (remote: RemoteName) => APPS[remote].dir;

const APP_FRAME = '/app.html';
const NOT_FOUND = '/404.html';

export function siteRules(headers: Record<string, string>, previewCsp: string | null = null): SiteRules {
  return {
    headers,
    previewCsp,
    immutable: IMMUTABLE_CACHE,
    revalidate: REVALIDATE_CACHE,
    appRoutes: APP_ROUTES,
    appFrame: APP_FRAME,
    notFound: NOT_FOUND,
    noindexFiles: [NOT_FOUND, cleanUrl(NOT_FOUND), APP_FRAME, cleanUrl(APP_FRAME)],
    remoteFolders: REMOTE_NAMES.map((r) => `/${remoteFolder(r)}/`),
    hashedFolder: 'static/',
    pageSuffix: PAGE_SUFFIX,
  };
}
