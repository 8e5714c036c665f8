import { Hono } from 'hono';
import { authRoutes } from '../auth/routes';
import type { BackendContext } from '../context';
import { restRoutes } from '../rest/routes';
import { corsMiddleware } from './cors';
import { outboxRoutes } from './outboxRoutes';

const MAX_BODY_BYTES = 1024 * 1024;

/** The whole HTTP surface: /auth/v1, /rest/v1 and the development outbox. */
export function createApp(ctx: BackendContext): Hono {
  const app = new Hono();
  app.use('*', corsMiddleware);
  app.use('*', async (c, next) => {
    const length = Number(c.req.header('content-length') ?? 0);
    if (length > MAX_BODY_BYTES) return c.json({ message: 'Request body too large' }, 413);
    await next();
  });
  app.route('/auth/v1', authRoutes(ctx));
  app.route('/rest/v1', restRoutes(ctx));
  app.route('/_dev/outbox', outboxRoutes(ctx.outbox));
  // The public anon key, so a dev server started alone can write its /app-config.json; never the service key.
  app.get('/_dev/config', (c) => c.json({ url: ctx.publicUrl, anonKey: ctx.keys.anonKey }));
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  app.onError((err, c) => {
    console.error('[backend] unexpected error:', err);
    return c.json({ message: 'An unexpected error occurred' }, 500);
  });
  return app;
}
