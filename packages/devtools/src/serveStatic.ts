import http from 'node:http';
import sirv from 'sirv';
import { runtimeConfigMiddleware } from '@portfolio/federation';
import { cacheControlFor } from './cachePolicy';

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves one app's production build the way any static host would (SPA fallback, CORS for remotes,
 * cache headers), plus `/app-config.json` and `/remotes.json` from the environment.
 */
export function serveStatic(
  dir: string,
  port: number,
  env: NodeJS.ProcessEnv = process.env,
  /** Serve under a path (`/apps/quote`) instead of the root, as a CDN folder would. */
  base = '',
): Promise<StaticServer> {
  const files = sirv(dir, {
    single: true,
    // Look files up per request: replacing a dist folder (a redeploy) takes effect without a restart.
    dev: true,
    gzip: false,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
  });
  const config = runtimeConfigMiddleware(env);
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (base) {
      if (!req.url?.startsWith(`${base}/`)) {
        res.statusCode = 404;
        res.end('Not found');
        return;
      }
      req.url = req.url.slice(base.length);
    }
    void config(req, res, () => files(req, res));
  });
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new Error(`Port ${port} is already in use: stop what runs there, or free it, and try again.`) : err),
    );
    server.listen(port, () =>
      resolve({
        url: `http://localhost:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
