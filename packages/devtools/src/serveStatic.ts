import { existsSync, readFileSync, statSync } from 'node:fs';
import http, { type ServerResponse } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';
import { runtimeConfigMiddleware } from '@portfolio/federation';
import { cacheControlFor } from './cachePolicy';
import { MALFORMED_URL_BODY } from './constants';
import { decodedPath } from './requestPath';
import { asksForPreview, inlineScriptHashes, previewContentSecurityPolicy, securityHeaders, siteOrigins } from './securityHeaders';
import { createSiteHandler, hasFrames } from './siteHandler';

/** A request whose address cannot be decoded: the client's fault, told so in one line. */
function badRequest(res: ServerResponse) {
  res.statusCode = 400;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(MALFORMED_URL_BODY);
}

export interface StaticServer {
  url: string;
  port: number;
  close: () => Promise<void>;
}

export interface ServeOptions {
  /**
   * Serve prerendered pages composed from the shell's frames and the remotes' fragments (default: when the
   * folder has `prerender/frames.json`, i.e. the shell's build). Off: a plain single-page app.
   */
  compose?: boolean;
}

/**
 * Serves one app's production build the way a static host would: precompressed files with immutable
 * caching for hashed names, security headers, CORS only on assets the federation loads across origins,
 * `/app-config.json` and `/remotes.json` from the environment, and (for the shell) the composed pages.
 * Binds to 127.0.0.1 unless HOST says otherwise.
 */
export function serveStatic(
  dir: string,
  port: number,
  env: NodeJS.ProcessEnv = process.env,
  /** Serve under a path (`/apps/quote`) instead of the root, as a CDN folder would. */
  base = '',
  options: ServeOptions = {},
): Promise<StaticServer> {
  const compose = options.compose ?? hasFrames(dir);
  const files = sirv(dir, {
    single: !compose,
    // Look files up per request: replacing a dist folder (a redeploy) takes effect without a restart.
    dev: true,
    // The shell's page composer asks for manifests and prerendered pages on every page: unchanged ones answer 304.
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
  });
  const config = runtimeConfigMiddleware(env);
  const origins = siteOrigins(env);
  // Checked per request, like the files (a rebuilt shell's head script is allowed at once), hashed only when it changed.
  const index = path.join(dir, 'index.html');
  let seen: { mtimeMs: number; headers: Record<string, string>; previewCsp: string | null } | null = null;
  // A page asked for with ?mf-preview= alone admits the preview origins (docs/decisions/028-preview-inside-the-real-site.md).
  const headers = (url: string | undefined) => {
    const mtimeMs = existsSync(index) ? statSync(index).mtimeMs : -1;
    if (seen?.mtimeMs !== mtimeMs) {
      const hashes = mtimeMs < 0 ? [] : inlineScriptHashes(readFileSync(index, 'utf8'));
      seen = { mtimeMs, headers: securityHeaders(origins, hashes), previewCsp: previewContentSecurityPolicy(origins, hashes) };
    }
    return seen.previewCsp && asksForPreview(url) ? { ...seen.headers, 'Content-Security-Policy': seen.previewCsp } : seen.headers;
  };
  const site = compose ? createSiteHandler(dir, env) : null;
  const single = sirv(dir, { single: true, dev: true, brotli: true, gzip: true, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') });
  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(headers(req.url))) res.setHeader(name, value);
    if (decodedPath(req.url) === null) return badRequest(res);
    if (base) {
      if (!req.url?.startsWith(`${base}/`)) {
        res.statusCode = 404;
        res.end('Not found');
        return;
      }
      req.url = req.url.slice(base.length);
    }
    // Only what another origin loads (remote entries, chunks, manifests, runtime config) is shared cross-origin.
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) res.setHeader('Access-Control-Allow-Origin', '*');
    void config(req, res, () => {
      if (!site) return files(req, res);
      // Rebuilt but not yet prerendered (`pnpm --filter shell build`): the plain single-page app until `pnpm prerender`.
      if (!hasFrames(dir)) return single(req, res);
      site(req, res, () => files(req, res)).catch((err: unknown) => {
        console.error(err);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    });
  });
  const host = env.HOST ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new Error(`Port ${port} is already in use: stop what runs there, or free it, and try again.`) : err),
    );
    server.listen(port, host, () => {
      const actual = (server.address() as AddressInfo).port;
      resolve({
        url: `http://localhost:${actual}`,
        port: actual,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
