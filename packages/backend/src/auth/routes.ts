import { Hono, type Context } from 'hono';
import type { BackendContext } from '../context';
import { requireApiKey } from '../http/apikey';
import { API_VERSION, API_VERSION_HEADER, AuthError, authErrorResponse } from './errors';
import { adminDeleteUser, adminListUsers, adminUpdateUser } from './handlers/admin';
import { logout } from './handlers/logout';
import { recover } from './handlers/recover';
import { health, settings } from './handlers/settings';
import { signup } from './handlers/signup';
import { token } from './handlers/token';
import { getUser, putUser } from './handlers/user';
import { verify } from './handlers/verify';

type Handler = (ctx: BackendContext, c: Context) => Response | Promise<Response>;

/** The /auth/v1 routes (GoTrue's API, the subset supabase-js uses). */
export function authRoutes(ctx: BackendContext): Hono {
  const app = new Hono();
  const bind = (handler: Handler) => (c: Context) => handler(ctx, c);

  app.use('*', async (c, next) => {
    await next();
    // Clients only read `{ code, message }` errors when the server answers with the version header.
    if (c.req.header(API_VERSION_HEADER)) c.header(API_VERSION_HEADER, API_VERSION);
  });
  // The e-mailed link is opened by a browser without keys, as on Supabase.
  app.get('/verify', bind(verify));
  app.use('*', requireApiKey(ctx));

  app.post('/signup', bind(signup));
  app.post('/token', bind(token));
  app.post('/logout', bind(logout));
  app.post('/recover', bind(recover));
  app.get('/user', bind(getUser));
  app.put('/user', bind(putUser));
  app.delete('/admin/users/:id', bind(adminDeleteUser));
  app.put('/admin/users/:id', bind(adminUpdateUser));
  app.get('/admin/users', bind(adminListUsers));
  app.get('/settings', bind(settings));
  app.get('/health', (c) => health(c));

  app.notFound((c) => authErrorResponse(c, new AuthError(404, 'not_found', 'Not found')));
  app.onError((err, c) => {
    if (err instanceof AuthError) return authErrorResponse(c, err);
    console.error('[backend] auth error:', err);
    return authErrorResponse(c, new AuthError(500, 'unexpected_failure', 'Unexpected failure'));
  });
  return app;
}
