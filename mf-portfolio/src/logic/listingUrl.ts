/**
 * The listing's URL query as the listing last wrote it. A category or a search is written to the URL as a router
 * navigation (a React transition, which commits later), so for a moment the URL the page reads is older than the
 * one it asked for. A change made in that moment must build on the query asked for, not the URL read: a category
 * clicked, then a search typed at once, kept only `?search=` (issue 38). Same shape as `searchBox.ts`.
 */
export interface ListingUrl {
  /** The URL's query this state has seen. */
  url: string;
  /** Queries written and not reached yet, oldest first. */
  pending: string[];
}

export type ListingUrlEvent = { type: 'wrote'; query: string } | { type: 'url'; query: string };

export const initialListingUrl = (query: string): ListingUrl => ({ url: query, pending: [] });

export function listingUrlReducer(state: ListingUrl, event: ListingUrlEvent): ListingUrl {
  if (event.type === 'wrote') return { ...state, pending: [...state.pending, event.query] };
  if (event.query === state.url) return state;
  const reached = state.pending.indexOf(event.query);
  if (reached >= 0) return { url: event.query, pending: state.pending.slice(reached + 1) };
  // The URL changed for another reason (Back, a link): what was asked for before no longer holds.
  return initialListingUrl(event.query);
}

/** The query a new change builds on: the latest one written and not reached yet, else the URL's. */
export const latestQuery = (state: ListingUrl): URLSearchParams => new URLSearchParams(state.pending.at(-1) ?? state.url);
