import { Hono } from 'hono';
import { ONE_CLICK_FUNCTION } from '../../supabase/functions/_shared/composeMail';
import type { BackendContext } from '../context';

/**
 * The local stand-in for the Edge Function newsletter-unsubscribe: a mail client's one-click POST (RFC 8058,
 * body `List-Unsubscribe=One-Click`) with the mail's token in the URL. Only POST unsubscribes, so a link scanner's
 * GET changes nothing (docs/decisions/024-newsletter-double-opt-in.md).
 */
export function functionRoutes(ctx: BackendContext): Hono {
  const app = new Hono();
  app.post(`/${ONE_CLICK_FUNCTION}`, async (c) => {
    const token = c.req.query('token') ?? '';
    const { rows } = await ctx.db.query<{ result: string }>('select public.unsubscribe_newsletter($1) as result', [token]);
    if (rows[0]?.result !== 'unsubscribed') return c.text('This unsubscribe link is not valid.', 404);
    return c.text('You are unsubscribed.');
  });
  app.all(`/${ONE_CLICK_FUNCTION}`, (c) => c.text('Use POST to unsubscribe.', 405, { Allow: 'POST' }));
  return app;
}
