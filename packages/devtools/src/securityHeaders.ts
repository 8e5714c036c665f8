import { createHash } from 'node:crypto';
import { remotesManifest } from '@portfolio/federation';

/** Origins a page of the site may load code and data from: its remotes and its backend. */
export function siteOrigins(env: NodeJS.ProcessEnv): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotesManifest(env))) origins.add(new URL(url).origin);
  if (env.SUPABASE_URL) origins.add(new URL(env.SUPABASE_URL).origin);
  // Browsers treat localhost and 127.0.0.1 as different origins; local servers answer on both.
  for (const o of [...origins]) {
    if (o.includes('://localhost')) origins.add(o.replace('://localhost', '://127.0.0.1'));
    else if (o.includes('://127.0.0.1')) origins.add(o.replace('://127.0.0.1', '://localhost'));
  }
  return [...origins].sort();
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
 * Headers on every response: scripts only from the site and its remotes (and the page's own inline scripts by
 * hash), no framing, no MIME sniffing, referrers trimmed to the origin across sites. Styles allow inline rules:
 * Emotion writes <style> tags.
 */
export function securityHeaders(origins: readonly string[], scriptHashes: readonly string[] = []): Record<string, string> {
  const others = origins.join(' ');
  const csp = [
    `default-src 'self'`,
    `script-src 'self' ${[...scriptHashes, ...origins].join(' ')}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: ${others}`,
    `font-src 'self' data:`,
    `connect-src 'self' ${others}`,
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
