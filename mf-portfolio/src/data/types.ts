/** Case-study spec §3: the categories used across the case-study pages, spelt as the spec spells them. */
export const CATEGORIES = [
  'computer-vision',
  'gen-ai',
  'nlp',
  'data-analysis',
  'image-processing',
  'web-scraping',
  'automation',
  'security',
  'medical-ai',
  'audio-processing',
  'OCR',
  'web application',
] as const;

export type Category = (typeof CATEGORIES)[number];

/** Case-study spec §2: the 27 routes under /portfolio/, in the spec's order. */
export const SLUGS = [
  'google-maps-scraper',
  'review-scraper',
  'review-analysis',
  'vudencai',
  'skin-disease-classification',
  'vehicle-tracking',
  'vehicle-classification',
  'youtube-automation',
  'face-shape-prediction',
  'face-recognition',
  'headshots-generator',
  'pid-symbol-detection',
  'psychiatrist-evaluation',
  'speech-to-text',
  'nails-segmentation',
  'invisible-watermark',
  'gamble',
  'cv-parser',
  'audio-content-filter',
  'qr-code-protection',
  'thai-license-plate-recognition',
  'bank-book-ocr',
  'thai-driving-license-ocr',
  'water-meter-ocr',
  'signature-detection',
  'document-classification',
  'logistics-driver-management',
] as const;

export type Slug = (typeof SLUGS)[number];

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

export type Month = (typeof MONTHS)[number];

/** Site spec §3 "Portfolio item" and case-study spec §3 "Case-study record", plus the page identifier and slug. */
export interface ProjectRecord {
  /** Position on the listing, from 1. */
  id: number;
  slug: Slug;
  /** The case-study page's component identifier (case-study spec §2). */
  pageId: string;
  title: string;
  /** Site spec §3 keeps the flag as a string. */
  featured: 'true' | 'false';
  tags: readonly string[];
  /** Shown on the home page's featured cards. */
  overview: string;
  /** Shown as the hero text and meta description; searched by the listing. */
  shortDescription: string;
  /** Month and year, e.g. 'April 2023'; absent where the spec gives no date (nothing is shown then). */
  worked_on?: `${Month} ${number}`;
  category: Category | readonly Category[];
  /** The spec gives no category: this one is from its "categories seen" list, used by the filter but not shown as a label. */
  categoryUnconfirmed?: true;
  /** `/portfolio/{slug}`. */
  route: `/portfolio/${Slug}`;
  /** The spec names the field but gives no values. */
  views: number;
}

/** A record as the listing and the featured cards use it: with its cover image's address. */
export interface PortfolioItem extends ProjectRecord {
  cover_image: string;
}
