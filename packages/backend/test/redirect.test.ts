import { describe, expect, it } from 'vitest';
import { redirectTarget } from '../src/auth/redirect';

const config = {
  siteUrl: 'https://site.example.org',
  additionalRedirectUrls: ['http://localhost:3000/**', 'https://*.preview.example.org/reset-password', 'myapp://callback'],
};

describe('redirectTarget (GoTrue rules)', () => {
  it("allows any URL on SITE_URL's host", () => {
    expect(redirectTarget('https://site.example.org/reset-password', config)).toBe('https://site.example.org/reset-password');
    expect(redirectTarget('http://site.example.org:8080/x', config)).toBe('http://site.example.org:8080/x');
  });

  it('allows allow-list matches: ** spans anything, * one label or segment', () => {
    expect(redirectTarget('http://localhost:3000/reset-password', config)).toBe('http://localhost:3000/reset-password');
    expect(redirectTarget('https://pr-1.preview.example.org/reset-password', config)).toBe('https://pr-1.preview.example.org/reset-password');
    expect(redirectTarget('https://a.b.preview.example.org/reset-password', config)).toBe(config.siteUrl);
    expect(redirectTarget('http://localhost:3001/reset-password', config)).toBe(config.siteUrl);
  });

  it('falls back to SITE_URL for other sites, look-alike hosts, credentials, other schemes and junk', () => {
    for (const url of [
      'https://evil.example/',
      'https://site.example.org.evil.example/',
      'https://site.example.org@evil.example/',
      'https://user:pw@site.example.org/',
      'javascript:alert(1)',
      'myapp://callback',
      'not a url',
      '',
      undefined,
    ]) {
      expect(redirectTarget(url, config)).toBe(config.siteUrl);
    }
  });
});
