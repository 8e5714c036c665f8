import { Hono } from 'hono';
import type { BackendContext } from '../context';

/** The key of a request, from `apikey` or `Authorization: Bearer`. */
function presentedKeys(header: (name: string) => string | undefined): string[] {
  const bearer = /^Bearer\s+(\S+)$/i.exec(header('authorization') ?? '')?.[1];
  return [header('apikey'), bearer].filter((k): k is string => typeof k === 'string' && k !== '');
}

/**
 * GET /_dev/outbox (optionally ?to=<address>) lists captured e-mails, oldest first; DELETE empties it.
 * Reset links in there are as good as passwords: only the service key may read them, and never from a browser
 * on another origin (no CORS headers are sent, so a web page cannot read the answer).
 */
export function outboxRoutes(ctx: BackendContext): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    if (!presentedKeys((name) => c.req.header(name)).includes(ctx.keys.serviceKey)) {
      return c.json({ message: 'The outbox needs the service_role key (apikey or Authorization: Bearer header).' }, 401);
    }
    await next();
  });
  app.get('/', (c) => c.json(ctx.outbox.list(c.req.query('to'))));
  app.delete('/', (c) => {
    ctx.outbox.clear();
    return c.body(null, 204);
  });
  return app;
}
