export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

/**
 * Content-hashed file names (and the license notes the bundler writes beside them, named after them), as a regex
 * source nginx can use too. rsbuild puts exactly these in `static/`, which is what hosts without regex rules match.
 */
export const IMMUTABLE_REGEX = String.raw`\.[0-9a-f]{8,}\.(js|css|svg|png|jpg|webp|woff2?)(\.LICENSE\.txt)?$`;
const immutable = new RegExp(IMMUTABLE_REGEX);

/**
 * How long a browser may keep a file: content-hashed assets forever, everything that names them
 * (HTML, manifests, runtime config) never without asking again, so a redeploy shows at once.
 */
export function cacheControlFor(urlPath: string): string {
  return immutable.test(urlPath) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}
