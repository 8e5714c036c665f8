import { describe, expect, it } from 'vitest';
import { badPreviewOrigin } from './constants';
import { allowedOrigins, parsePreviewOrigins, toOrigin } from './origins';

describe('parsePreviewOrigins', () => {
  it('is empty when the setting is absent or blank: previews off', () => {
    expect(parsePreviewOrigins(undefined)).toEqual([]);
    expect(parsePreviewOrigins('  ')).toEqual([]);
  });
  it('reads origins separated by commas or spaces, once each, a trailing slash dropped', () => {
    expect(parsePreviewOrigins('https://preview.example.org, http://localhost:3900 https://preview.example.org/')).toEqual([
      'http://localhost:3900',
      'https://preview.example.org',
    ]);
  });
  it('refuses a wildcard, a path or another scheme, naming the entry', () => {
    for (const entry of ['*', 'https://*.example.org', 'https://preview.example.org/app', 'ftp://example.org', 'localhost:3900'])
      expect(() => parsePreviewOrigins(`http://localhost:3900,${entry}`)).toThrow(badPreviewOrigin(entry));
  });
});

describe('toOrigin', () => {
  it('keeps an origin whatever the case of its host', () => {
    expect(toOrigin('HTTP://LocalHost:3900')).toBe('http://localhost:3900');
  });
  it('is null for anything more or less than an origin', () => {
    expect(toOrigin('http://user@localhost:3900')).toBeNull();
    expect(toOrigin('null')).toBeNull();
  });
});

describe('allowedOrigins', () => {
  it('keeps only the origins of what a page received', () => {
    expect(allowedOrigins(['http://localhost:3900', '*', 42, 'https://a.example.org/x'])).toEqual(['http://localhost:3900']);
    expect(allowedOrigins(undefined)).toEqual([]);
    expect(allowedOrigins('http://localhost:3900')).toEqual([]);
  });
});
