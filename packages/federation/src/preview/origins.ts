import { badPreviewOrigin } from './constants';

/** `https://preview.example.org` from an entry that is exactly an http(s) origin (a trailing slash allowed), else null. */
export function toOrigin(entry: string): string | null {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  // A URL parser takes `*` as a host character; here it would read as a wildcard, which is never allowed.
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname.includes('*')) return null;
  const bare = entry.endsWith('/') ? entry.slice(0, -1) : entry;
  return url.origin === bare.toLowerCase() ? url.origin : null;
}

/**
 * The origins a preview may load from, from the setting's text (comma- or space-separated). Empty: previews off.
 * An entry that is not an origin (a path, a wildcard, another scheme) is an error, so a typo never opens the site
 * to more than was meant.
 */
export function parsePreviewOrigins(raw: string | undefined): string[] {
  const entries = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  const origins = entries.map((entry) => {
    const origin = toOrigin(entry);
    if (!origin) throw new Error(badPreviewOrigin(entry));
    return origin;
  });
  return [...new Set(origins)].sort();
}

/** The allow-list a page received (`previewOrigins` of `/app-config.json`): only entries that are origins count. */
export function allowedOrigins(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => (typeof entry === 'string' && toOrigin(entry) ? [toOrigin(entry)!] : []));
}
