import type { Slug } from '../../data/types';
import { CONTENT_LOADERS } from './contentLoaders';
import type { CaseStudyContent } from './contentTypes';

const cache = new Map<Slug, Promise<CaseStudyContent>>();

/** The page's content chunk as one stable promise per slug (for React's `use`); a failed load is retried next time. */
export function loadContent(slug: Slug): Promise<CaseStudyContent> {
  let promise = cache.get(slug);
  if (!promise) {
    promise = CONTENT_LOADERS[slug]().then((mod) => mod.default);
    promise.catch(() => cache.delete(slug));
    cache.set(slug, promise);
  }
  return promise;
}
