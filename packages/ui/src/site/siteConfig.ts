import { placeholderFields } from './placeholders';
import { servedSiteUrl } from './servedUrl';
// eslint-disable-next-line import-x/no-relative-packages -- the owner's one file sits at the repository root, outside every package, on purpose
import config from '../../../../site.config.json' with { type: 'json' };

/**
 * The owner's identity, read from `site.config.json` at the repository root (checked against
 * `site.config.schema.json` when an app is built): the top bar, footer, Home, About, Contact, page titles,
 * canonical URLs, JSON-LD, preview images and the sitemap all read it. Values on example.com or in angle
 * brackets are placeholders for the owner to replace (`pnpm start` lists the ones still left).
 */
export interface SocialLinkConfig {
  /** What the link is, as a screen reader announces it when its address names no known brand. */
  label: string;
  /** Which generic icon the chrome draws when its address names no known brand. */
  kind: 'network' | 'mail' | 'marketplace' | 'messaging';
  href: string;
}

export interface SiteConfig {
  /** The site's name: page-title suffix, og:site_name, web manifest. */
  name: string;
  /** Short name: the home-screen label (the top bar shows the owner's name). */
  shortName: string;
  ownerName: string;
  ownerTitle: string;
  /** One line saying what the owner does: Home's display headline. */
  headline: string;
  /** Public origin of the site, no trailing slash: canonical URLs, og:url, the sitemap. */
  url: string;
  description: string;
  /** Site path of the owner's photo, or null for the avatar built from the name. */
  photo: string | null;
  /** Site path of the owner's CV (a PDF), or null: then no 'Download CV' is shown. */
  cv: string | null;
  /** Optional: where the owner works from, e.g. 'Remote, based in Lisbon' (About's header). */
  location?: string;
  /** Optional: whether the owner takes new work, e.g. 'Available for new projects' (About's header). */
  availability?: string;
  /** Optional https:// address of a page where a visitor books a call (a scheduling page), shown beside Contact's form. */
  bookingUrl?: string | null;
  /** How soon the owner replies to an enquiry, e.g. 'two working days'. */
  replyTime: string;
  socialLinks: readonly SocialLinkConfig[];
  /** Path of the site-wide 1200×630 preview image. */
  previewImage: string;
  themeColor: string;
}

const { $schema: _schema, ...fields } = config;
// The schema has checked the file's shape at build time; the JSON's inferred types are only wider (string for kind).
export const SITE: SiteConfig = fields as SiteConfig;

// In the browser, the origin the page was composed for wins, so the client renders the same canonical and JSON-LD as the server.
SITE.url = servedSiteUrl() ?? SITE.url;

export { isPlaceholder, placeholderFields, type PlaceholderField } from './placeholders';

/** Where the config still holds placeholders, e.g. `['ownerName', 'url', 'socialLinks[1].href']`. */
export const placeholdersIn = (site: SiteConfig = SITE): string[] => placeholderFields(site).map((p) => p.field);

/** Absolute URL of a site path (`/portfolio` → `https://…/portfolio`). */
export const absoluteUrl = (path: string, site: SiteConfig = SITE) => `${site.url}${path === '/' ? '/' : path}`;

/** The tab title names the owner (issue 38): a page's own title, then the owner's name; Home is the name and what the owner is. */
export const pageTitle = (title: string, site: Pick<SiteConfig, 'ownerName' | 'ownerTitle'> = SITE) =>
  title ? `${title} | ${site.ownerName}` : `${site.ownerName} · ${site.ownerTitle}`;
