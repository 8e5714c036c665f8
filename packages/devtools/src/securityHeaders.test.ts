import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { inlineScriptHashes, securityHeaders, siteOrigins } from './securityHeaders';

describe('security headers', () => {
  const env = {
    REMOTE_MF_PORTFOLIO_URL: 'https://cdn.example.com/portfolio/mf-manifest.json',
    REMOTE_MF_QUOTE_URL: 'http://localhost:3002/mf-manifest.json',
    SUPABASE_URL: 'https://abc.supabase.co',
  };

  it('allows code and data only from the site, its remotes and its backend', () => {
    const origins = siteOrigins(env);
    expect(origins).toEqual(expect.arrayContaining(['https://cdn.example.com', 'http://localhost:3002', 'http://127.0.0.1:3002', 'https://abc.supabase.co']));
    const csp = securityHeaders(origins)['Content-Security-Policy']!;
    expect(csp).toMatch(/script-src 'self' [^;]*https:\/\/cdn\.example\.com/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/abc\.supabase\.co/);
  });

  it('forbids sniffing and framing and trims referrers', () => {
    const headers = securityHeaders([]);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it("allows a page's inline scripts by their hash, and never every inline script", () => {
    const code = 'window.early=1';
    const html = `<head><script>${code}</script><script defer src="/static/js/index.js"></script><script type="application/ld+json">{}</script></head>`;
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update(code).digest('base64')}'`]);
    const csp = securityHeaders(['https://cdn.example.com'], hashes)['Content-Security-Policy']!;
    expect(csp).toContain(`script-src 'self' ${hashes[0]} https://cdn.example.com`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});
