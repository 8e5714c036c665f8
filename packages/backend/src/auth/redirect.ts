import type { Config } from '../config';

/** GoTrue's URI allow-list globs: `*` stays within one host label or path segment, `**` matches anything. */
function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (ch === '*') source += '[^./]*';
    else if (ch === '?') source += '[^./]';
    else source += ch.replace(/[\\^$+.()|[\]{}]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

const compiled = new Map<string, RegExp>();
function matches(pattern: string, url: string): boolean {
  let re = compiled.get(pattern);
  if (!re) {
    re = globToRegExp(pattern);
    compiled.set(pattern, re);
  }
  return re.test(url);
}

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/**
 * Where an e-mailed link may send the browser, as GoTrue decides: a URL on SITE_URL's host, or one matching
 * ADDITIONAL_REDIRECT_URLS; anything else (another site, a bad URL) falls back to SITE_URL.
 */
export function redirectTarget(requested: string | undefined, config: Pick<Config, 'siteUrl' | 'additionalRedirectUrls'>): string {
  if (!requested) return config.siteUrl;
  const url = parse(requested);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return config.siteUrl;
  const site = parse(config.siteUrl);
  if (site && site.hostname === url.hostname) return url.toString();
  if (config.additionalRedirectUrls.some((pattern) => matches(pattern, requested))) return url.toString();
  return config.siteUrl;
}

/** Replaces the URL's fragment with the given parameters (how GoTrue hands tokens to the browser). */
export function withFragment(target: string, params: Record<string, string | number>): string {
  const base = target.split('#')[0]!;
  const fragment = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return `${base}#${fragment}`;
}
