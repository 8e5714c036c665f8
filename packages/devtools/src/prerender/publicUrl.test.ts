import { describe, expect, it } from 'vitest';
import { SITE } from '@portfolio/ui/site';
import { publicSiteUrlProblem } from './publicSiteUrl';
import { movedOrigin, siteConfig, withPublicUrl } from './publicUrl';

const page = `<!doctype html><html lang="en" data-prerendered><head>
<link rel="canonical" href="${SITE.url}/portfolio/cv-parser"/>
<meta property="og:url" content="${SITE.url}/portfolio/cv-parser"/>
<meta property="og:image" content="${SITE.url}/og/portfolio/cv-parser.png"/>
<script type="application/ld+json">{"@id":"${SITE.url}/#person","url":"${SITE.url}/"}</script>
</head><body><a href="${SITE.url}.evil.example/">x</a></body></html>`;

describe('PUBLIC_SITE_URL', () => {
  it('takes the origin from PUBLIC_SITE_URL (without a trailing slash), else the config', () => {
    expect(siteConfig({ PUBLIC_SITE_URL: 'https://www.example.org/' }).url).toBe('https://www.example.org');
    expect(siteConfig({})).toBe(SITE);
  });

  it('refuses a PUBLIC_SITE_URL that is not an origin, with the one line publicSiteUrlProblem gives', () => {
    const bad = 'https://www.example.org"><script>x()</script>';
    expect(() => siteConfig({ PUBLIC_SITE_URL: bad })).toThrow(publicSiteUrlProblem({ PUBLIC_SITE_URL: bad })!);
  });

  it('moves the canonical link, Open Graph URLs and JSON-LD of a composed page onto the public origin', () => {
    const html = withPublicUrl(page, siteConfig({ PUBLIC_SITE_URL: 'https://www.example.org' }));
    // Written back by the HTML serializer the prerender composes with.
    expect(html).toContain('<link rel="canonical" href="https://www.example.org/portfolio/cv-parser">');
    expect(html).toContain('<meta property="og:url" content="https://www.example.org/portfolio/cv-parser">');
    expect(html).toContain('<meta property="og:image" content="https://www.example.org/og/portfolio/cv-parser.png">');
    expect(html).toContain('{"@id":"https://www.example.org/#person","url":"https://www.example.org/"}');
    expect(html).toContain('<html data-site-url="https://www.example.org" lang="en" data-prerendered="">');
    expect(html).not.toContain(`${SITE.url}/`);
    // A longer host that merely starts with the configured origin is not the site.
    expect(html).toContain(`${SITE.url}.evil.example/`);
  });

  it('composes an already published frame again without a second attribute', () => {
    const site = siteConfig({ PUBLIC_SITE_URL: 'https://www.example.org' });
    const once = withPublicUrl(page, site);
    expect(withPublicUrl(once, site)).toBe(once);
  });

  it('leaves a page as it is when no public URL is set', () => {
    expect(withPublicUrl(page, siteConfig({}))).toBe(page);
  });

  it('moves an origin only where it ends, wherever it sits in a value', () => {
    const from = 'https://site.example';
    expect(movedOrigin(`${from}`, from, 'https://x.org')).toBe('https://x.org');
    expect(movedOrigin(`a ${from}/b "${from}" ${from}?q ${from}#h`, from, 'https://x.org')).toBe(
      'a https://x.org/b "https://x.org" https://x.org?q https://x.org#h',
    );
    expect(movedOrigin(`${from}.evil.example/ ${from}:8080/`, from, 'https://x.org')).toBe(`${from}.evil.example/ ${from}:8080/`);
  });

  it('finds the origin by parsing, not by where attributes sit: an html element with its attributes in any order', () => {
    const other = `<!DOCTYPE html><html data-prerendered="" data-site-url="https://old.example" lang="en"><head></head><body></body></html>`;
    const html = withPublicUrl(other, siteConfig({ PUBLIC_SITE_URL: 'https://www.example.org' }));
    expect(html.match(/data-site-url=/g)).toHaveLength(1);
    expect(html).toContain('<html data-site-url="https://www.example.org" data-prerendered="" lang="en">');
  });
});
