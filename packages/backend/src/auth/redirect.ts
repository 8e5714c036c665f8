/** The redirect target for an e-mailed link: the client's http(s) URL, else the site URL. */
export function redirectTarget(requested: string | undefined, siteUrl: string): string {
  if (requested) {
    try {
      const url = new URL(requested);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
    } catch {
      // Not a URL: fall through to the site URL, as GoTrue does for disallowed targets.
    }
  }
  return siteUrl;
}

/** Replaces the URL's fragment with the given parameters (how GoTrue hands tokens to the browser). */
export function withFragment(target: string, params: Record<string, string | number>): string {
  const base = target.split('#')[0]!;
  const fragment = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return `${base}#${fragment}`;
}
