import type { CaseStudyContent, PageHighlights } from './contentTypes';

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

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

export type Month = (typeof MONTHS)[number];

/**
 * What a case-study folder's record.ts holds: site spec §3 "Portfolio item" and case-study spec §3 "Case-study
 * record", plus the page identifier, without the slug and route, which come from the folder's name (ProjectRecord in
 * projectTypes.ts adds them).
 */
export interface CaseStudyRecord {
  /** Position on the listing, from 1. */
  id: number;
  /** The case-study page's component identifier (case-study spec §2). */
  pageId: string;
  title: string;
  /** Site spec §3 keeps the flag as a string. */
  featured: 'true' | 'false';
  tags: readonly string[];
  /** What the work delivers, in a few words (an API, a report, a model), from its description: shown on its cover. */
  output: string;
  /** Shown on the home page's featured cards. */
  overview: string;
  /** Shown as the hero text and meta description; searched by the listing. */
  shortDescription: string;
  /** Month and year, e.g. 'April 2023'; absent where the spec gives no date (nothing is shown then). */
  worked_on?: `${Month} ${number}`;
  category: Category | readonly Category[];
  /** The spec gives no category: this one is from its "categories seen" list, used by the filter but not shown as a label. */
  categoryUnconfirmed?: true;
  /** The spec names the field but gives no values. */
  views: number;
}

/** One case-study folder as the generated index lists it: its record, and its page's content and code colours, fetched when opened. */
export interface CaseStudyFolder {
  record: CaseStudyRecord;
  content: () => Promise<{ default: CaseStudyContent }>;
  highlights: () => Promise<{ default: PageHighlights }>;
}
