import { createHash } from 'node:crypto';
import { backendUrl, previewOrigins, remotesManifest } from '@portfolio/federation';

/**
 * Other origins a page talks to: remotes serve code, the backend only answers API calls, and the preview origins
 * (PREVIEW_ORIGINS, none unless configured) may serve a remote's build to a tab that asked for a preview
 * (docs/decisions/028-preview-inside-the-real-site.md).
 */
export interface SiteOrigins {
  remotes: string[];
  backend: string[];
  previews?: string[];
}

/** Browsers treat localhost and 127.0.0.1 as different origins; local servers answer on both. */
function withLoopbackTwins(origins: Iterable<string>): string[] {
  const all = new Set<string>();
  for (const o of origins) {
    all.add(o);
    if (o.includes('://localhost')) all.add(o.replace('://localhost', '://127.0.0.1'));
    else if (o.includes('://127.0.0.1')) all.add(o.replace('://127.0.0.1', '://localhost'));
  }
  return [...all].sort();
}

/**
 * The origins of the site's remotes and of its backend, from the environment: SUPABASE_URL, else the embedded
 * backend the runtime config names (BACKEND_PORT), so a page is always allowed to reach the backend it is given.
 */
export function siteOrigins(env: NodeJS.ProcessEnv): SiteOrigins {
  const remotes = Object.values(remotesManifest(env)).map((url) => new URL(url).origin);
  return {
    remotes: withLoopbackTwins(remotes),
    backend: withLoopbackTwins([new URL(backendUrl(env)).origin]),
    previews: withLoopbackTwins(previewOrigins(env)),
  };
}

/**
 * CSP sources for the inline scripts of a page (`'sha256-…'`): the shell's head script (early input) runs by its
 * hash, never by 'unsafe-inline'. Data blocks (JSON-LD) are not scripts and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\s(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

/**
 * Headers on every response: scripts only from the site, its remotes and the configured preview origins (the
 * backend serves none) and the page's own inline scripts by hash, no framing, no MIME sniffing, referrers trimmed to
 * the origin across sites. Styles allow inline rules: Emotion writes <style> tags.
 */
export function securityHeaders(origins: SiteOrigins, scriptHashes: readonly string[] = []): Record<string, string> {
  const previews = origins.previews ?? [];
  const code = [...scriptHashes, ...new Set([...origins.remotes, ...previews])].join(' ');
  const all = [...new Set([...origins.remotes, ...origins.backend, ...previews])].sort().join(' ');
  const csp = [
    `default-src 'self'`,
    `script-src 'self' ${code}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: ${all}`,
    `font-src 'self' data:`,
    `connect-src 'self' ${all}`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ]
    .map((d) => d.trim())
    .join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}
