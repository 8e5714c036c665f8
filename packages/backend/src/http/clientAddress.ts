import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

/**
 * The peer address of the connection. Headers such as X-Forwarded-For are ignored on purpose: the local
 * backend has no trusted proxy in front of it, so any client could set them.
 */
export function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket.remoteAddress ?? 'unknown';
}
