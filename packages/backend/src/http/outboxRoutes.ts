import { Hono } from 'hono';
import type { Outbox } from '../outbox';

/** GET /_dev/outbox (optionally ?to=<address>) lists captured e-mails, oldest first; DELETE empties it. */
export function outboxRoutes(outbox: Outbox): Hono {
  const app = new Hono();
  app.get('/', (c) => c.json(outbox.list(c.req.query('to'))));
  app.delete('/', (c) => {
    outbox.clear();
    return c.body(null, 204);
  });
  return app;
}
