import { servedSiteUrl } from './servedUrl';

/**
 * The owner's identity, in one place: the top bar, footer, intro card, page titles, canonical URLs,
 * JSON-LD, preview images and the sitemap all read it. Values on example.com or in angle brackets are
 * placeholders for the owner to replace (`pnpm start` lists the ones still left).
 */
export interface SocialLinkConfig {
  /** What the link is, as a screen reader announces it. */
  label: string;
  /** Which icon the chrome draws for it. */
  kind: 'network' | 'mail' | 'marketplace' | 'messaging';
  href: string;
}

export interface SiteConfig {
  /** The site's name: page-title suffix, og:site_name, web manifest. */
  name: string;
  /** Short name: the top bar and the home-screen label. */
  shortName: string;
  ownerName: string;
  ownerTitle: string;
  /** Public origin of the site, no trailing slash: canonical URLs, og:url, the sitemap. */
  url: string;
  description: string;
  socialLinks: readonly SocialLinkConfig[];
  /** Path of the site-wide 1200×630 preview image. */
  previewImage: string;
  themeColor: string;
}

export const SITE: SiteConfig = {
  name: 'AI/ML Developer Portfolio',
  shortName: 'AI/ML Developer',
  ownerName: '<Owner Name>',
  ownerTitle: 'Freelance AI/ML Developer',
  url: 'https://portfolio.example.com',
  description:
    'Freelance AI and machine-learning developer: Python automation, machine learning, large language models, generative AI, computer vision, chatbots and single-page sites.',
  socialLinks: [
    { label: 'Professional network profile', kind: 'network', href: 'https://example.com/professional-profile' },
    { label: 'E-mail', kind: 'mail', href: 'mailto:hello@example.com' },
    { label: 'Freelance marketplace profile', kind: 'marketplace', href: 'https://example.com/freelance-profile' },
    { label: 'Messaging app', kind: 'messaging', href: 'https://example.com/message' },
  ],
  previewImage: '/og/site.png',
  themeColor: '#0f172a',
};

// In the browser, the origin the page was composed for wins, so the client renders the same canonical and JSON-LD as the server.
SITE.url = servedSiteUrl() ?? SITE.url;

const isPlaceholder = (value: string) => /example\.com|<[^>]+>/.test(value);

/** Names of the settings that still hold placeholder values, e.g. `['ownerName', 'url']`. */
export function placeholdersIn(site: SiteConfig = SITE): string[] {
  const fields = (['name', 'shortName', 'ownerName', 'ownerTitle', 'url', 'description'] as const).filter((k) => isPlaceholder(site[k]));
  const links = site.socialLinks.filter((l) => isPlaceholder(l.href)).map((l) => `socialLinks: ${l.label}`);
  return [...fields, ...links];
}

/** Absolute URL of a site path (`/portfolio` → `https://…/portfolio`). */
export const absoluteUrl = (path: string, site: SiteConfig = SITE) => `${site.url}${path === '/' ? '/' : path}`;

/** The tab title: a page's own title, then the site's name; Home is the site's name alone. */
export const pageTitle = (title: string, site: SiteConfig = SITE) => (title ? `${title} | ${site.name}` : site.name);
