import type { IncomingMessage, ServerResponse } from 'node:http';
import { appConfig, remotesManifest } from './runtimeConfig';

type Next = (err?: unknown) => void;

/**
 * Serves `/app-config.json` and `/remotes.json` from the environment at request time, so moving a
 * remote or the backend is a deploy-time change, never a rebuild. Used by dev servers and `pnpm start`.
 */
export function runtimeConfigMiddleware(env: NodeJS.ProcessEnv = process.env) {
  return async (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const path = (req.url ?? '').split('?')[0];
    let body: unknown;
    if (path === '/app-config.json') body = await appConfig(env);
    else if (path === '/remotes.json') body = remotesManifest(env);
    else return next();
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.end(JSON.stringify(body));
  };
}
