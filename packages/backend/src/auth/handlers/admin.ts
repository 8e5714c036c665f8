import type { Context } from 'hono';
import type { BackendContext } from '../../context';
import { bearerClaims } from '../bearer';
import { AuthError } from '../errors';
import { userJson } from '../userJson';
import { deleteUser } from '../users';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function requireServiceRole(ctx: BackendContext, c: Context): Promise<void> {
  const claims = await bearerClaims(ctx, c);
  if (claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
}

/** DELETE /admin/users/:id, only with the service role key. */
export async function adminDeleteUser(ctx: BackendContext, c: Context): Promise<Response> {
  await requireServiceRole(ctx, c);
  const id = c.req.param('id') ?? '';
  const deleted = UUID.test(id) ? await ctx.db.transaction((tx) => deleteUser(tx, id)) : undefined;
  if (!deleted) throw new AuthError(404, 'user_not_found', 'User not found');
  return c.json(userJson(deleted));
}
