import { SITE, absoluteUrl, pageTitle } from '../site/siteConfig';
import { serializeJsonLd, type JsonLd } from '../site/jsonLd';

export interface PageHeadProps {
  /** The page's own title; '' for Home, which is titled with the site's name. */
  title: string;
  description: string;
  /** The page's path, for its canonical URL (`/portfolio/face-recognition`). */
  path: string;
  /** Site path of a 1200×630 PNG preview; defaults to the site's. */
  image?: string;
  type?: 'website' | 'article' | 'profile';
  jsonLd?: JsonLd;
  /** App pages (sign-in, profile…): kept out of search results and given no canonical URL. */
  noindex?: boolean;
}

/**
 * A page's head: React 19 hoists these tags into <head> and swaps them on navigation, so no page's
 * description outlives it. The same component renders into the prerendered HTML.
 */
export function PageHead({ title, description, path, image = SITE.previewImage, type = 'website', jsonLd, noindex = false }: PageHeadProps) {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:image" content={absoluteUrl(image)} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />}
    </>
  );
}
