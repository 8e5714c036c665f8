import type { Context, MiddlewareHandler } from 'hono';

export const MAX_BODY_BYTES = 1024 * 1024;

function tooLarge(c: Context): Response {
  // Closing the connection is what stops the client's upload: nothing more is read from it.
  c.header('Connection', 'close');
  return c.json({ code: 'PGRST413', details: null, hint: null, message: 'Request body too large (limit 1 MiB)' }, 413);
}

/** Reads request bodies up to 1 MiB, counted as bytes arrive (chunked bodies too), and answers 413 past that. */
export function bodyLimit(maxBytes = MAX_BODY_BYTES): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > maxBytes) return tooLarge(c);
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        reader.releaseLock();
        return tooLarge(c);
      }
      chunks.push(value);
    }
    const text = new TextDecoder().decode(Buffer.concat(chunks, size));
    // Handlers read the body through c.req.text(), which answers from this cache.
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(text);
    return next();
  };
}
