/**
 * How long a browser may keep a file: content-hashed assets forever, everything that names them
 * (HTML, manifests, runtime config) never without asking again, so a redeploy shows at once.
 */
export function cacheControlFor(urlPath: string): string {
  if (/\.[0-9a-f]{8,}\.(js|css|svg|png|jpg|webp|woff2?)$/.test(urlPath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
