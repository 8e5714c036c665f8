import { describe, expect, it } from 'vitest';
import { SITE } from '@portfolio/ui/site';
import { siteConfig, withPublicUrl } from './publicUrl';

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

  it('moves the canonical link, Open Graph URLs and JSON-LD of a composed page onto the public origin', () => {
    const html = withPublicUrl(page, siteConfig({ PUBLIC_SITE_URL: 'https://www.example.org' }));
    expect(html).toContain('<link rel="canonical" href="https://www.example.org/portfolio/cv-parser"/>');
    expect(html).toContain('<meta property="og:url" content="https://www.example.org/portfolio/cv-parser"/>');
    expect(html).toContain('<meta property="og:image" content="https://www.example.org/og/portfolio/cv-parser.png"/>');
    expect(html).toContain('{"@id":"https://www.example.org/#person","url":"https://www.example.org/"}');
    expect(html).toContain('<html data-site-url="https://www.example.org" lang="en" data-prerendered>');
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
});
