import { SITE, absoluteUrl, type SiteConfig } from './siteConfig';

/** schema.org objects for the pages' JSON-LD: built from the site config and the pages' own data. */
export type JsonLd = Record<string, unknown>;

const sameAs = (site: SiteConfig) => site.socialLinks.filter((l) => l.href.startsWith('http')).map((l) => l.href);

export function personJsonLd(site: SiteConfig = SITE): JsonLd {
  return {
    '@type': 'Person',
    '@id': `${site.url}/#person`,
    name: site.ownerName,
    jobTitle: site.ownerTitle,
    url: absoluteUrl('/', site),
    sameAs: sameAs(site),
  };
}

export function professionalServiceJsonLd(site: SiteConfig = SITE): JsonLd {
  return {
    '@type': 'ProfessionalService',
    '@id': `${site.url}/#service`,
    name: site.name,
    description: site.description,
    url: absoluteUrl('/', site),
    image: absoluteUrl(site.previewImage, site),
    founder: { '@id': `${site.url}/#person` },
  };
}

/** Home and About: who the developer is and what they offer. */
export function identityJsonLd(site: SiteConfig = SITE): JsonLd {
  return { '@context': 'https://schema.org', '@graph': [personJsonLd(site), professionalServiceJsonLd(site)] };
}

export interface OfferedService {
  name: string;
  description: string;
  /** Spec wording of the fee, e.g. 'Starting at $500'. */
  fee: string;
  /** Lowest price in US dollars, when the fee states one. */
  minPrice?: number;
}

/** Services: each service with its starting fee as an Offer. */
export function servicesJsonLd(services: readonly OfferedService[], site: SiteConfig = SITE): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@graph': services.map((s) => ({
      '@type': 'Service',
      name: s.name,
      description: s.description,
      provider: { '@type': 'Person', name: site.ownerName, url: absoluteUrl('/', site) },
      url: absoluteUrl('/services', site),
      offers: {
        '@type': 'Offer',
        description: s.fee,
        ...(s.minPrice === undefined ? {} : { priceSpecification: { '@type': 'PriceSpecification', minPrice: s.minPrice, priceCurrency: 'USD' } }),
      },
    })),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], site: SiteConfig = SITE): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(c.path, site) })),
  };
}

export interface CaseStudyFacts {
  title: string;
  description: string;
  path: string;
  image: string;
  keywords: readonly string[];
}

/** A case study: the work itself and where it sits on the site. */
export function caseStudyJsonLd(cs: CaseStudyFacts, site: SiteConfig = SITE): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'CreativeWork',
        name: cs.title,
        description: cs.description,
        url: absoluteUrl(cs.path, site),
        image: absoluteUrl(cs.image, site),
        keywords: cs.keywords.join(', '),
        creator: { '@type': 'Person', name: site.ownerName, url: absoluteUrl('/', site) },
      },
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Portfolio', path: '/portfolio' },
          { name: cs.title, path: cs.path },
        ],
        site,
      ),
    ],
  };
}

export interface BlogPostFacts {
  title: string;
  description: string;
  path: string;
  image: string;
  /** YYYY-MM-DD. */
  datePublished: string;
  keywords: readonly string[];
}

/**
 * A note: the post and where it sits on the site. The feeds are made from these (its headline, description, url and
 * date), read from the prerendered pages (docs/decisions/023-feeds-from-prerendered-posts.md).
 */
export function blogPostingJsonLd(post: BlogPostFacts, site: SiteConfig = SITE): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.description,
        url: absoluteUrl(post.path, site),
        mainEntityOfPage: absoluteUrl(post.path, site),
        image: absoluteUrl(post.image, site),
        datePublished: post.datePublished,
        keywords: post.keywords.join(', '),
        author: { '@type': 'Person', name: site.ownerName, url: absoluteUrl('/', site) },
      },
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Notes', path: '/notes' },
          { name: post.title, path: post.path },
        ],
        site,
      ),
    ],
  };
}

/** JSON for an inline script: `<` is escaped so no text can close the script element. */
export const serializeJsonLd = (data: JsonLd) => JSON.stringify(data).replace(/</g, '\\u003c');
