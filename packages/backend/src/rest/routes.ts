import { Hono } from 'hono';
import type { BackendContext } from '../context';
import { requireApiKey } from '../http/apikey';
import { callerOf } from './caller';
import { RestError, restErrorResponse } from './errors';
import { insertRows } from './insert';
import { checkAccept, checkContentType } from './media';
import { readTable } from './read';
import { deleteRows } from './remove';
import { callFunction } from './rpc';
import { updateRows } from './update';

/** Only schema public is exposed, as in a default Supabase project. */
function checkProfile(profile: string | undefined): void {
  if (profile && profile !== 'public') {
    throw new RestError(406, 'PGRST106', 'Invalid schema: ' + profile, null, 'Only the following schemas are exposed: public');
  }
}

/** The /rest/v1 routes (PostgREST's API, the subset supabase-js uses). */
export function restRoutes(ctx: BackendContext): Hono {
  const app = new Hono();
  app.use('*', requireApiKey(ctx));

  app.use('*', async (c, next) => {
    checkProfile(c.req.header('accept-profile') ?? c.req.header('content-profile'));
    checkAccept(c.req.header('accept'));
    if (c.req.method === 'POST' || c.req.method === 'PATCH') checkContentType(c.req.header('content-type'));
    await next();
  });

  app.all('/rpc/:fn', async (c) => {
    if (!['GET', 'HEAD', 'POST'].includes(c.req.method)) {
      throw new RestError(405, 'PGRST101', `Cannot use the ${c.req.method} method on RPC`);
    }
    return callFunction(ctx, c, c.req.param('fn'), await callerOf(ctx, c));
  });

  app.all('/:table', async (c) => {
    const name = c.req.param('table');
    const table = ctx.catalog.table(name);
    if (!table) throw new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
    const caller = await callerOf(ctx, c);
    switch (c.req.method) {
      case 'GET':
      case 'HEAD':
        return readTable(ctx, c, table, caller);
      case 'POST':
        return insertRows(ctx, c, table, caller);
      case 'PATCH':
        return updateRows(ctx, c, table, caller);
      case 'DELETE':
        return deleteRows(ctx, c, table, caller);
      default:
        throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${c.req.method}`);
    }
  });

  app.onError((err, c) => {
    if (err instanceof RestError) return restErrorResponse(c, err);
    console.error('[backend] rest error:', err);
    return restErrorResponse(c, new RestError(500, 'PGRST000', 'Internal error of the embedded backend'));
  });
  return app;
}
