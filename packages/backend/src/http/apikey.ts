import type { MiddlewareHandler } from 'hono';
import type { BackendContext } from '../context';

/** Supabase's gateway refuses requests that do not carry one of the project's API keys. */
export function requireApiKey(ctx: BackendContext): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header('apikey') ?? c.req.query('apikey');
    if (!key) {
      return c.json({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }, 401);
    }
    if (key !== ctx.keys.anonKey && key !== ctx.keys.serviceKey) {
      return c.json({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }, 401);
    }
    await next();
  };
}
