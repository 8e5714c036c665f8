import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CHUNK_GROUPS_FILE, FEEDS, remotesManifest } from '@portfolio/federation';
import { CLIENT_ROUTES } from '@portfolio/federation/areas';
import { MALFORMED_URL_BODY } from './constants';
import { decodedPath } from './requestPath';
import { composePage, resolvePage, type PageParts } from './prerender/compose';
import type { MfManifest } from './prerender/preloads';
import { publicPaths } from './prerender/publicPaths';
import { siteConfig, withPublicUrl } from './prerender/publicUrl';
import { robotsTxt, sitemapXml, webManifest } from './prerender/siteFiles';
import { atomXml, blogPostsIn, rssXml } from './prerender/feeds';
import { PREVIEW_IMAGE_REMOTES } from './prerender/caseStudyCards';
import type { RemotePages, ShellFrames } from './prerender/types';

/** Pages served from the shell's frame without prerendered content (the area table's client-rendered routes). */
export const APP_ROUTES: readonly string[] = CLIENT_ROUTES;

export const hasFrames = (dir: string) => existsSync(path.join(dir, 'prerender', 'frames.json'));

type Next = () => void;

/** The folder a remote's manifest sits in: its assets and prerendered pages are served from there. */
export const remoteBase = (manifestUrl: string) => manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);

/**
 * A remote's JSON file as it is now (asked for on every page, so a remote redeployed alone shows at once), parsed
 * again only when it changed (ETag). `missing` when the remote answers without it, null when it cannot be reached.
 */
function jsonFetcher() {
  const cache = new Map<string, { etag: string; json: unknown }>();
  return async <T>(url: string, missing: T): Promise<T | null> => {
    try {
      const known = cache.get(url);
      const res = await fetch(url, { headers: known ? { 'If-None-Match': known.etag } : {} });
      if (res.status === 304 && known) return known.json as T;
      if (!res.ok) return missing;
      const json = (await res.json()) as T;
      const etag = res.headers.get('etag');
      if (etag) cache.set(url, { etag, json });
      return json;
    } catch {
      return null;
    }
  };
}

function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string, extra: Record<string, string> = {}) {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  for (const [k, v] of Object.entries(extra)) res.setHeader(k, v);
  const accept = String(req.headers['accept-encoding'] ?? '');
  let data: Buffer = Buffer.from(body);
  if (data.length > 1024 && /\bbr\b/.test(accept)) {
    data = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    res.setHeader('Content-Encoding', 'br');
  } else if (data.length > 1024 && /\bgzip\b/.test(accept)) {
    data = gzipSync(data);
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Content-Length', data.length);
  res.end(req.method === 'HEAD' ? undefined : data);
}

/**
 * The step that joins pages, per request: the shell's frame for a path plus the fragments its remotes
 * prerendered, fetched from where `/remotes.json` says each remote lives. It renders nothing, so a remote
 * redeployed alone changes its pages at once. Also answers the site files that list every page.
 */
export function createSiteHandler(dir: string, env: NodeJS.ProcessEnv) {
  const bases = Object.fromEntries(Object.entries(remotesManifest(env)).map(([name, url]) => [name, remoteBase(url)]));
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
  const fetchJson = jsonFetcher();
  // PUBLIC_SITE_URL (else the config's url): canonical links, Open Graph, JSON-LD, the sitemap and robots.txt.
  const site = siteConfig(env);
  // Pages for the public origin: moving it parses the page, so a composed page is moved once, inside its memo.
  const publicPage = (body: string) => withPublicUrl(body, site);
  const html = (req: IncomingMessage, res: ServerResponse, status: number, body: string, extra: Record<string, string> = {}) =>
    send(req, res, status, 'text/html; charset=utf-8', body, extra);
  // A remote's prerendered pages; null when the remote cannot be reached (its slots are left to the client).
  const allPages = async () =>
    Object.fromEntries(
      await Promise.all(Object.entries(bases).map(async ([n, b]) => [n, await fetchJson<RemotePages>(`${b}prerender/pages.json`, {})] as const)),
    );
  // What the page's preload links are read from: each remote's manifest and the shell's own chunk groups.
  const allManifests = async () =>
    Object.fromEntries(
      await Promise.all(Object.entries(bases).map(async ([n, b]) => [n, await fetchJson<MfManifest | null>(`${b}mf-manifest.json`, null)] as const)),
    );
  const shellGroupsText = () => (existsSync(path.join(dir, CHUNK_GROUPS_FILE)) ? read(CHUNK_GROUPS_FILE) : '{}');
  // Parsing and serializing a page costs milliseconds: a page is composed again only when one of its inputs changed
  // (the fetched JSON keeps its identity while its ETag holds).
  const composed = new Map<string, { inputs: unknown[]; html: string }>();
  const memo = (key: string, inputs: unknown[], make: () => string) => {
    const hit = composed.get(key);
    if (hit && hit.inputs.length === inputs.length && hit.inputs.every((input, i) => input === inputs[i])) return hit.html;
    const page = make();
    composed.set(key, { inputs, html: page });
    return page;
  };

  return async (req: IncomingMessage, res: ServerResponse, next: Next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const decoded = decodedPath(req.url);
    if (decoded === null) return send(req, res, 400, 'text/plain; charset=utf-8', MALFORMED_URL_BODY);
    const pathname = decoded.replace(/(.)\/+$/, '$1');
    if (pathname === '/robots.txt') return send(req, res, 200, 'text/plain; charset=utf-8', robotsTxt(site));
    if (pathname === '/site.webmanifest') return send(req, res, 200, 'application/manifest+json', webManifest(site));
    const ogRemote = /^\/og\/(portfolio|notes)\/([a-z0-9-]+\.png)$/.exec(pathname);
    if (ogRemote) {
      const base = bases[PREVIEW_IMAGE_REMOTES[ogRemote[1] as keyof typeof PREVIEW_IMAGE_REMOTES]];
      const image = base ? await fetch(`${base}og/${ogRemote[2]}`).catch(() => null) : null;
      if (!image?.ok) return next();
      res.setHeader('Content-Type', 'image/png');
      res.setHeader('Cache-Control', 'no-cache');
      return res.end(req.method === 'HEAD' ? undefined : Buffer.from(await image.arrayBuffer()));
    }
    if (pathname === '/sitemap.xml') {
      const frames = JSON.parse(read('prerender/frames.json')) as ShellFrames;
      return send(req, res, 200, 'application/xml; charset=utf-8', sitemapXml(site, publicPaths(frames, await allPages())));
    }
    if (pathname === FEEDS.rss.path) return send(req, res, 200, `${FEEDS.rss.type}; charset=utf-8`, rssXml(site, blogPostsIn(await allPages())));
    if (pathname === FEEDS.atom.path) return send(req, res, 200, `${FEEDS.atom.type}; charset=utf-8`, atomXml(site, blogPostsIn(await allPages())));
    if (/\.[a-z0-9]+$/i.test(pathname) && pathname !== '/index.html') return next();

    const template = read('index.html');
    const framesText = read('prerender/frames.json');
    const frames = JSON.parse(framesText) as ShellFrames;
    if (APP_ROUTES.includes(pathname)) {
      return html(
        req,
        res,
        200,
        memo(pathname, [template], () => publicPage(template)),
        { 'X-Robots-Tag': 'noindex' },
      );
    }
    const [remotes, manifests] = await Promise.all([allPages(), allManifests()]);
    const parts = resolvePage(pathname === '/index.html' ? '/' : pathname, frames, remotes);
    // A page whose remote is down is still served (503, not cached by crawlers): the client shows the remote's fallback.
    if (parts) {
      const groups = shellGroupsText();
      const inputs = [template, framesText, groups, ...Object.values(remotes), ...Object.values(manifests)];
      const page = memo(pathname, inputs, () =>
        publicPage(composePage({ template, parts, remoteBases: bases, manifests, shellGroups: JSON.parse(groups) as Record<string, string[]> })),
      );
      return html(req, res, parts.degraded ? 503 : 200, page);
    }
    const notFound: PageParts | null = frames['/404'] ? { frame: frames['/404'], fragments: {}, head: frames['/404'].head } : null;
    // Keyed apart from every path (paths start with '/').
    const body = memo('404 page', [template, framesText], () =>
      publicPage(notFound ? composePage({ template, parts: notFound, remoteBases: bases, hydrate: false }) : template),
    );
    return html(req, res, 404, body, { 'X-Robots-Tag': 'noindex' });
  };
}
