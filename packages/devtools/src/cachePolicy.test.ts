import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './cachePolicy';

describe('cacheControlFor', () => {
  it('caches content-hashed assets for a year', () => {
    expect(cacheControlFor('/static/js/mf_quote.c4ede71c50.js')).toContain('immutable');
  });
  it('revalidates what names the assets', () => {
    for (const p of ['/index.html', '/mf-manifest.json', '/remotes.json', '/app-config.json', '/']) {
      expect(cacheControlFor(p)).toBe('no-cache');
    }
  });
});
