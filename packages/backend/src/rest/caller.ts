import type { Context } from 'hono';
import type { BackendContext } from '../context';
import { API_ROLES, verifyJwt, type Claims } from '../jwt';
import { RestError } from './errors';

export interface Caller {
  role: string;
  claims: Claims;
}

/** The database role and JWT claims a REST request runs with, from its Bearer token (else its apikey). */
export async function callerOf(ctx: BackendContext, c: Context): Promise<Caller> {
  const header = c.req.header('authorization');
  const bearer = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  if (header && !bearer) throw new RestError(401, 'PGRST301', 'Invalid Authorization header: expected a Bearer token');
  const token = bearer ?? c.req.header('apikey') ?? c.req.query('apikey');
  if (!token) return { role: 'anon', claims: { role: 'anon' } };

  const verified = await verifyJwt(token, ctx.keys.jwtSecret);
  if (!verified.ok) {
    if (verified.reason === 'expired') throw new RestError(401, 'PGRST303', 'JWT expired');
    throw new RestError(401, 'PGRST301', verified.message);
  }
  const role = verified.claims.role ?? 'anon';
  if (!API_ROLES.includes(role)) {
    throw new RestError(401, 'PGRST301', `JWT role "${role}" is not one of ${API_ROLES.join(', ')}`);
  }
  return { role, claims: verified.claims };
}
