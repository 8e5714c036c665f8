import { cors } from 'hono/cors';

/** Browsers on any origin may call the API with the headers supabase-js sends. */
export const corsMiddleware = cors({
  origin: '*',
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  allowHeaders: [
    'apikey',
    'authorization',
    'x-client-info',
    'x-supabase-api-version',
    'content-type',
    'prefer',
    'accept',
    'accept-profile',
    'content-profile',
    'range',
    'x-retry-count',
  ],
  exposeHeaders: ['X-Supabase-Api-Version', 'Content-Range'],
  maxAge: 86400,
});
