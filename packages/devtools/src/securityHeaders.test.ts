import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { asksForPreview, inlineScriptHashes, previewContentSecurityPolicy, securityHeaders, siteOrigins } from './securityHeaders';

describe('security headers', () => {
  const env = {
    REMOTE_MF_PORTFOLIO_URL: 'https://cdn.example.com/portfolio/mf-manifest.json',
    REMOTE_MF_QUOTE_URL: 'http://localhost:3002/mf-manifest.json',
    SUPABASE_URL: 'https://abc.supabase.co',
  };

  it('allows code and data only from the site, its remotes and its backend', () => {
    const origins = siteOrigins(env);
    expect(origins.remotes).toEqual(expect.arrayContaining(['http://127.0.0.1:3002', 'http://localhost:3002', 'https://cdn.example.com']));
    expect(origins.backend).toEqual(['https://abc.supabase.co']);
    const csp = securityHeaders(origins)['Content-Security-Policy']!;
    expect(csp).toMatch(/script-src 'self' [^;]*https:\/\/cdn\.example\.com/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/abc\.supabase\.co/);
  });

  it('lets no script load from the backend, which serves none (only API calls go there)', () => {
    const csp = securityHeaders(siteOrigins(env))['Content-Security-Policy']!;
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
    expect(scriptSrc).not.toContain('supabase.co');
    expect(scriptSrc).toContain('https://cdn.example.com');
    const local = securityHeaders(siteOrigins({ SUPABASE_URL: 'http://127.0.0.1:54321' }))['Content-Security-Policy']!;
    expect(/script-src ([^;]*)/.exec(local)![1]).not.toContain('54321');
    expect(local).toMatch(/connect-src 'self' [^;]*http:\/\/localhost:54321/);
  });

  it('lets a remote run alone reach the backend of its BACKEND_PORT when no SUPABASE_URL is given', () => {
    const csp = securityHeaders(siteOrigins({ PORT: '4400', BACKEND_PORT: '54400' }))['Content-Security-Policy']!;
    expect(csp).toMatch(/connect-src 'self' [^;]*http:\/\/127\.0\.0\.1:54400/);
    expect(csp).toMatch(/connect-src 'self' [^;]*http:\/\/localhost:54400/);
    expect(csp).not.toContain('54321');
    expect(csp).toMatch(/script-src 'self' [^;]*http:\/\/localhost:4403/);
  });

  it('admits the preview origins (and their loopback twins) only in the CSP of a page asked for as a preview', () => {
    const withPreviews = siteOrigins({ ...env, PREVIEW_ORIGINS: 'http://localhost:3900' });
    expect(securityHeaders(withPreviews)['Content-Security-Policy']).not.toContain('3900');
    const on = previewContentSecurityPolicy(withPreviews)!;
    for (const directive of ['script-src', 'connect-src']) {
      const sources = new RegExp(`${directive} ([^;]*)`).exec(on)![1]!.split(' ');
      expect(sources).toEqual(expect.arrayContaining(['http://localhost:3900', 'http://127.0.0.1:3900']));
    }
    expect(/default-src ([^;]*)/.exec(on)![1]).toBe("'self'");
    // The rest of the policy is the page's own.
    expect(on.replace(/ http:\/\/(localhost|127\.0\.0\.1):3900/g, '')).toBe(securityHeaders(withPreviews)['Content-Security-Policy']);
    expect(previewContentSecurityPolicy(siteOrigins(env))).toBeNull();
  });

  it('tells a request that asks for a preview by its mf-preview parameter', () => {
    expect(asksForPreview('/services?mf-preview=mf_forms%40http%3A%2F%2Flocalhost%3A3100%2Fmf-manifest.json')).toBe(true);
    expect(asksForPreview('/?a=1&mf-preview=x')).toBe(true);
    for (const url of ['/services', '/?mf-previewer=1', '/mf-preview=x', undefined]) expect(asksForPreview(url), String(url)).toBe(false);
  });

  it('forbids sniffing and framing and trims referrers', () => {
    const headers = securityHeaders({ remotes: [], backend: [] });
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it("allows a page's inline scripts by their hash, and never every inline script", () => {
    const code = 'window.early=1';
    const html = `<head><script>${code}</script><script defer src="/static/js/index.js"></script><script type="application/ld+json">{}</script></head>`;
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update(code).digest('base64')}'`]);
    const csp = securityHeaders({ remotes: ['https://cdn.example.com'], backend: [] }, hashes)['Content-Security-Policy']!;
    expect(csp).toContain(`script-src 'self' ${hashes[0]} https://cdn.example.com`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});
