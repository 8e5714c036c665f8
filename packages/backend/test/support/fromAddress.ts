import http from 'node:http';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { Target } from './target';

/**
 * A fetch whose connections leave from `localAddress` (any 127.0.0.0/8 address works on Linux loopback), so
 * one test can play several clients that the backend tells apart by their address.
 */
export function fetchFrom(localAddress: string, extraHeaders: Record<string, string> = {}): typeof fetch {
  const agent = new http.Agent({ localAddress });
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers = { ...Object.fromEntries(request.headers), ...extraHeaders };
    return new Promise<Response>((resolve, reject) => {
      const req = http.request(request.url, { method: request.method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const out = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const v of [value ?? []].flat()) out.append(name, v);
          }
          const status = res.statusCode ?? 500;
          const empty = status === 204 || status === 304 || request.method === 'HEAD';
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: out }));
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  };
}

/** A supabase-js client whose requests come from `localAddress` (and carry `extraHeaders`, e.g. a forged X-Forwarded-For). */
export function clientFrom(target: Target, localAddress: string, extraHeaders: Record<string, string> = {}): SupabaseClient {
  return createClient(target.url, target.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
    global: { fetch: fetchFrom(localAddress, extraHeaders) },
  });
}
