import { Hono } from 'hono';
import { authRoutes } from '../auth/routes';
import type { BackendContext } from '../context';
import { restRoutes } from '../rest/routes';
import { bodyLimit } from './bodyLimit';
import { corsMiddleware } from './cors';
import { functionRoutes } from './functionRoutes';
import { outboxRoutes } from './outboxRoutes';

/** The whole HTTP surface: /auth/v1, /rest/v1, the one function /functions/v1 serves, and the development outbox. */
export function createApp(ctx: BackendContext): Hono {
  const app = new Hono();
  // Browsers on other origins may call the API, never the /_dev endpoints.
  app.use('/auth/v1/*', corsMiddleware);
  app.use('/rest/v1/*', corsMiddleware);
  app.use('*', bodyLimit());
  app.route('/auth/v1', authRoutes(ctx));
  app.route('/rest/v1', restRoutes(ctx));
  app.route('/functions/v1', functionRoutes(ctx));
  app.route('/_dev/outbox', outboxRoutes(ctx));
  // The public anon key, so a dev server started alone can write its /app-config.json; never the service key.
  app.get('/_dev/config', (c) => c.json({ url: ctx.publicUrl, anonKey: ctx.keys.anonKey }));
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  app.onError((err, c) => {
    console.error('[backend] unexpected error:', err);
    return c.json({ message: 'An unexpected error occurred' }, 500);
  });
  return app;
}
