import type { SiteConfig } from '@portfolio/ui/site';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `/robots.txt`: everything public is crawlable; app pages carry noindex themselves. */
export const robotsTxt = (site: SiteConfig) => `User-agent: *\nAllow: /\nDisallow: /profile\nDisallow: /inbox\n\nSitemap: ${site.url}/sitemap.xml\n`;

/** `/sitemap.xml`: every prerendered public URL, absolute. */
export function sitemapXml(site: SiteConfig, paths: readonly string[]): string {
  const urls = [...new Set(paths)]
    .sort()
    .map((p) => `  <url><loc>${escapeXml(`${site.url}${p === '/' ? '/' : p}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** `/site.webmanifest`: name, colours and the home-screen icons. */
export const webManifest = (site: SiteConfig) =>
  JSON.stringify(
    {
      name: site.name,
      short_name: site.shortName,
      description: site.description,
      start_url: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: site.themeColor,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    },
    null,
    2,
  );
