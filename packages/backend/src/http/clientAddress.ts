import type { Context } from 'hono';
import type { IncomingHttpHeaders } from 'node:http';
import { plainAddress, type TrustedProxies } from './trustedProxies';

/** What the Node adapter hands every request (`c.env`), plus the address worked out where the request entered. */
export interface RequestBindings {
  incoming?: { socket: { remoteAddress?: string }; headers: IncomingHttpHeaders };
  clientAddress?: string;
}

/** The client address of a request as it arrives: the peer, or what a trusted proxy forwarded. */
export function addressOf(incoming: RequestBindings['incoming'], proxies: TrustedProxies): string | undefined {
  const peer = incoming?.socket.remoteAddress;
  if (!peer) return undefined;
  // Only a trusted proxy's headers are read at all; everyone else is their connection.
  if (proxies.size === 0) return plainAddress(peer);
  const forwarded = incoming.headers['x-forwarded-for'];
  return proxies.clientOf(peer, Array.isArray(forwarded) ? forwarded.join(',') : forwarded);
}

/**
 * The client address every per-address limit keys on, worked out once where the request entered the backend.
 * X-Forwarded-For counts only from a trusted proxy (TRUSTED_PROXIES): any client could send one.
 */
export function clientAddress(c: Context): string {
  return (c.env as RequestBindings | undefined)?.clientAddress ?? 'unknown';
}
