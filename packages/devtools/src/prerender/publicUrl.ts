import { SITE, type SiteConfig } from '@portfolio/ui/site';

/** The site's identity with PUBLIC_SITE_URL as its origin when given; otherwise the config's `url`. */
export function siteConfig(env: NodeJS.ProcessEnv, site: SiteConfig = SITE): SiteConfig {
  return env.PUBLIC_SITE_URL ? { ...site, url: env.PUBLIC_SITE_URL.replace(/\/+$/, '') } : site;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A composed page for the public origin: the config's origin in canonical links, Open Graph tags and JSON-LD
 * (prerendered with the config's `url`) becomes `publicSite.url`, and `<html data-site-url>` tells the client,
 * which renders the same head on hydration (siteConfig.ts reads it). Unchanged when the two are the same.
 */
export function withPublicUrl(html: string, publicSite: SiteConfig, configured: SiteConfig = SITE): string {
  if (publicSite.url === configured.url) return html;
  // The origin only where it ends (a path, a quote, the end of a JSON string): never a longer host that starts with it.
  const origin = new RegExp(`${escapeRegExp(configured.url)}(?=[/"'<\\s#?]|$)`, 'g');
  // A page composed from an already published frame (`release --only`) keeps one attribute.
  return html
    .replace(origin, () => publicSite.url)
    .replace(/(<html[^>]*?) data-site-url="[^"]*"/, '$1')
    .replace(/<html(?=[\s>])/, `<html data-site-url="${escapeAttr(publicSite.url)}"`);
}
