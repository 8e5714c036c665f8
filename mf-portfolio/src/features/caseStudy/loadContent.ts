import { CASE_STUDIES } from '../../caseStudies';
import type { Slug } from '../../data/projectTypes';
import type { CaseStudyContent } from '../../data/contentTypes';
import { withHighlights } from './withHighlights';

const cache = new Map<Slug, Promise<CaseStudyContent>>();

/**
 * The page's content chunk (`case-<slug>`: its content and the colours of its code samples, highlighted at build
 * time) as one stable promise per slug (for React's `use`); a failed load is retried next time.
 */
export function loadContent(slug: Slug): Promise<CaseStudyContent> {
  let promise = cache.get(slug);
  if (!promise) {
    const { content, highlights } = CASE_STUDIES[slug];
    promise = Promise.all([content(), highlights()]).then(([c, h]) => withHighlights(c.default, h.default));
    promise.catch(() => cache.delete(slug));
    cache.set(slug, promise);
  }
  return promise;
}
