import { createHash } from 'node:crypto';
import { backendUrl, previewOrigins, remotesManifest } from '@portfolio/federation';
import { PREVIEW_PARAM } from '@portfolio/federation/preview';

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
 * The Content-Security-Policy: scripts only from the site, its remotes and `previews` (the backend serves none) and the
 * page's own inline scripts by hash. Styles allow inline rules: Emotion writes <style> tags.
 */
function contentSecurityPolicy(origins: SiteOrigins, scriptHashes: readonly string[], previews: readonly string[]): string {
  const code = [...scriptHashes, ...new Set([...origins.remotes, ...previews])].join(' ');
  const all = [...new Set([...origins.remotes, ...origins.backend, ...previews])].sort().join(' ');
  return [
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
}

/**
 * Headers on every response: the CSP without any preview origin, no framing, no MIME sniffing, referrers trimmed to
 * the origin across sites. A page asked for with `?mf-preview=` gets `previewContentSecurityPolicy` instead.
 */
export function securityHeaders(origins: SiteOrigins, scriptHashes: readonly string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins, scriptHashes, []),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The CSP of a page whose address asks for a preview (`?mf-preview=`): the same policy, with the configured preview
 * origins admitted. Null when none is configured (previews off). Only such a page admits them, so a tab that is not
 * previewing never does (docs/decisions/028-preview-inside-the-real-site.md).
 */
export function previewContentSecurityPolicy(origins: SiteOrigins, scriptHashes: readonly string[] = []): string | null {
  return origins.previews?.length ? contentSecurityPolicy(origins, scriptHashes, origins.previews) : null;
}

/** Whether a request's address asks for a preview: its query names `mf-preview`. */
export const asksForPreview = (url: string | undefined): boolean => new URLSearchParams(url?.split('?')[1]?.split('#')[0] ?? '').has(PREVIEW_PARAM);
