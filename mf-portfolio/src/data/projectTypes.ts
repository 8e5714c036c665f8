import type { CASE_STUDIES } from '../caseStudies';
import type { CaseStudyRecord } from './types';

// The types that come from the case-study folders. The folders and their generated index import types.ts, so these
// live apart from it: types.ts importing the index would make the two modules import each other.

/** A case study's slug: the name of its folder in src/caseStudies (case-study spec §2 gives 27). */
export type Slug = keyof typeof CASE_STUDIES;

/** A case-study record with the slug and route its folder's name gives it. */
export interface ProjectRecord extends CaseStudyRecord {
  slug: Slug;
  /** `/portfolio/{slug}`. */
  route: `/portfolio/${Slug}`;
}

/** A record as the listing and the featured cards use it: with its cover image's address and alt text. */
export interface PortfolioItem extends ProjectRecord {
  cover_image: string;
  /** What the cover shows, in words (its image carries the work's output and figure as text). */
  cover_alt: string;
}
