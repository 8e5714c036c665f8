import { CASE_STUDIES } from '../caseStudies';
import type { ProjectRecord, Slug } from './projectTypes';

/**
 * The case-study records, one per folder of src/caseStudies (case-study spec §2–3), in listing order (their `id`).
 *
 * From the spec: slugs, the 14 page identifiers it names, the dates and categories of its table, the three
 * featured items. Where the spec is silent:
 * - `worked_on` is left out for the 13 projects whose dates it does not show; cards and headers then show no date;
 * - `category` of those projects is one of the categories the spec lists as seen for them (computer-vision, gen-ai,
 *   nlp, data-analysis, image-processing) so the filter can place them; `categoryUnconfirmed` keeps it off the page;
 * - page identifiers the spec does not name are built from the route's name;
 * - 'Diagram symbol detection' in the spec's table is the P&ID page, so it keeps August 2023;
 * - views: the spec names the field without values; every record starts at 0.
 * The owner replaces these with real values in each folder's record.ts.
 */
export const PROJECTS: readonly ProjectRecord[] = (Object.keys(CASE_STUDIES) as Slug[])
  .map((slug): ProjectRecord => ({ ...CASE_STUDIES[slug].record, slug, route: `/portfolio/${slug}` }))
  .sort((a, b) => a.id - b.id);

/** Every slug, in listing order. */
export const SLUGS: readonly Slug[] = PROJECTS.map((project) => project.slug);
