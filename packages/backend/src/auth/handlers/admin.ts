import type { Context } from 'hono';
import type { BackendContext } from '../../context';
import { optionalObject, readBody, type JsonObject } from '../body';
import { bearerClaims } from '../bearer';
import { AuthError } from '../errors';
import { userJson } from '../userJson';
import { deleteUser, findUserById, updateUser } from '../users';

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

/** Top-level keys of the patch replace those of the stored object; null removes a key (GoTrue's merge). */
function merged(current: JsonObject, patch: JsonObject): JsonObject {
  const next = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

/** PUT /admin/users/:id, only with the service role key: merges app_metadata and user_metadata. */
export async function adminUpdateUser(ctx: BackendContext, c: Context): Promise<Response> {
  await requireServiceRole(ctx, c);
  const id = c.req.param('id') ?? '';
  const body = await readBody(c);
  const appMetadata = optionalObject(body.app_metadata, 'app_metadata');
  const userMetadata = optionalObject(body.user_metadata, 'user_metadata');
  const updated = !UUID.test(id)
    ? undefined
    : await ctx.db.transaction(async (tx) => {
        const row = await updateUser(tx, id, { metadata: userMetadata });
        if (!row || !appMetadata) return row;
        await tx.query('update auth.users set raw_app_meta_data = $2::jsonb, updated_at = now() where id = $1', [
          id,
          JSON.stringify(merged(row.raw_app_meta_data, appMetadata)),
        ]);
        return findUserById(tx, id);
      });
  if (!updated) throw new AuthError(404, 'user_not_found', 'User not found');
  return c.json(userJson(updated));
}

/** GET /admin/users?page=&per_page=, only with the service role key: users oldest first, as GoTrue pages them. */
export async function adminListUsers(ctx: BackendContext, c: Context): Promise<Response> {
  await requireServiceRole(ctx, c);
  const page = Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1);
  const perPage = Math.min(1000, Math.max(1, Number.parseInt(c.req.query('per_page') ?? '50', 10) || 50));
  const { rows } = await ctx.db.query<{ id: string }>('select id from auth.users order by created_at, id limit $1 offset $2', [perPage, (page - 1) * perPage]);
  const total = await ctx.db.query<{ n: number }>('select count(*)::int as n from auth.users');
  const users = [];
  for (const { id } of rows) {
    const user = await findUserById(ctx.db, id);
    if (user) users.push(userJson(user));
  }
  c.header('x-total-count', String(total.rows[0]?.n ?? 0));
  return c.json({ users, aud: 'authenticated' });
}
