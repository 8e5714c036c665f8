import { describe, expect, it } from 'vitest';
import { publicSiteUrlProblem, publicUrlOf } from './publicSiteUrl';

describe('PUBLIC_SITE_URL', () => {
  it("is refused, in one line, where the schema's rule for url refuses it", () => {
    for (const bad of [
      'https://www.example.org"><script>x()</script>',
      'https://a"b.org',
      'https://<b>.org',
      'www.example.org',
      'https://www.example.org/blog',
    ]) {
      const problem = publicSiteUrlProblem({ PUBLIC_SITE_URL: bad });
      expect(problem, bad).toMatch(/^PUBLIC_SITE_URL must be an origin such as https:\/\/www\.example\.org .*, got ".*"\.$/);
      expect(problem).not.toContain('\n');
    }
  });

  it('is accepted as an origin, with or without a trailing slash, and is optional', () => {
    expect(publicSiteUrlProblem({ PUBLIC_SITE_URL: 'https://www.example.org/' })).toBeNull();
    expect(publicSiteUrlProblem({ PUBLIC_SITE_URL: 'http://localhost:4700' })).toBeNull();
    expect(publicSiteUrlProblem({})).toBeNull();
    expect(publicUrlOf({ PUBLIC_SITE_URL: 'https://www.example.org//' })).toBe('https://www.example.org');
    expect(publicUrlOf({ PUBLIC_SITE_URL: '' })).toBeUndefined();
  });
});
