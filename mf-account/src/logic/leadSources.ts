import { CASE_STUDY_ROUTES } from '@portfolio/ui/case-study-routes';
import { LEADS_BY_SOURCE } from './constants';

/** The stored lead-source columns a lead's source is read from (docs/decisions/026-lead-source-in-session-storage.md). */
export interface SourceColumns {
  landing_page?: string | null;
  opened_on_page?: string | null;
  referrer_host?: string | null;
  utm_source?: string | null;
}

const present = (value: string | null | undefined) => {
  const clean = value?.trim().toLowerCase();
  return clean ? clean : null;
};

/**
 * A lead's source (docs/decisions/030-leads-by-source-chart.md): its utm_source tag, lower-cased; else the referring
 * site's host without `www.`; else `direct` when the landing page was stored without either (typed in, bookmarked,
 * or withheld by Global Privacy Control); else `unknown`, a lead sent before sources were stored.
 */
export function sourceOf(row: SourceColumns): string {
  const tag = present(row.utm_source);
  if (tag) return tag;
  const host = present(row.referrer_host)?.replace(/^www\./, '');
  if (host) return host;
  return present(row.landing_page) || present(row.opened_on_page) ? LEADS_BY_SOURCE.direct : LEADS_BY_SOURCE.unknown;
}

const CASE_STUDIES = new Set(CASE_STUDY_ROUTES);
const CASE_STUDY_PATH = /^\/portfolio\/([^/?#]+)\/?$/;

/** The case study of a path (`/portfolio/cv-parser` → `cv-parser`), or null for any other page. */
export function caseStudyOfPath(path: string | null | undefined): string | null {
  const slug = path ? CASE_STUDY_PATH.exec(path)?.[1] : undefined;
  return slug && CASE_STUDIES.has(slug) ? slug : null;
}

/**
 * The case study that led to a lead: the one its form was opened on (the quote wizard over a case study), else the
 * one the visitor landed on; null when neither page is a case study.
 */
export const caseStudyOf = (row: SourceColumns): string | null => caseStudyOfPath(row.opened_on_page) ?? caseStudyOfPath(row.landing_page);
