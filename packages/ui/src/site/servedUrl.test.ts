import { afterEach, describe, expect, it, vi } from 'vitest';
import { servedSiteUrl } from './servedUrl';

afterEach(() => {
  document.documentElement.removeAttribute('data-site-url');
  vi.resetModules();
});

describe('the public URL a page was composed for', () => {
  it('is read from <html data-site-url>, and absent without it', () => {
    expect(servedSiteUrl()).toBeNull();
    document.documentElement.setAttribute('data-site-url', 'https://www.example.org');
    expect(servedSiteUrl()).toBe('https://www.example.org');
  });

  it('is the origin of the canonical URLs the client renders, as the server wrote them', async () => {
    document.documentElement.setAttribute('data-site-url', 'https://www.example.org');
    const { absoluteUrl, SITE } = await import('./siteConfig');
    expect(SITE.url).toBe('https://www.example.org');
    expect(absoluteUrl('/portfolio/cv-parser')).toBe('https://www.example.org/portfolio/cv-parser');
    const { personJsonLd } = await import('./jsonLd');
    expect(personJsonLd()).toMatchObject({ '@id': 'https://www.example.org/#person', url: 'https://www.example.org/' });
  });
});
