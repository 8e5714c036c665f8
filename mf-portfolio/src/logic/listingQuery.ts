import { ALL_CATEGORIES, QUERY_KEYS } from './constants';

export interface ListingQuery {
  category: string;
  search: string;
}

/** Reads the listing's filter from the URL; an unknown category falls back to 'All Projects'. */
export function readListingQuery(params: URLSearchParams, knownCategories: readonly string[]): ListingQuery {
  const category = params.get(QUERY_KEYS.category) ?? ALL_CATEGORIES;
  return {
    category: knownCategories.includes(category) ? category : ALL_CATEGORIES,
    search: params.get(QUERY_KEYS.search) ?? '',
  };
}

/** The URL query for a filter: defaults are left out so the plain listing keeps a clean address. */
export function writeListingQuery(query: ListingQuery, current = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  if (query.category === ALL_CATEGORIES) next.delete(QUERY_KEYS.category);
  else next.set(QUERY_KEYS.category, query.category);
  if (query.search === '') next.delete(QUERY_KEYS.search);
  else next.set(QUERY_KEYS.search, query.search);
  return next;
}
