/**
 * The listing's search box: what it shows, and the search in the URL. Typed text shows at once, while the URL
 * follows as a router navigation (a React transition, which commits later). The URL's search replaces the text
 * only when it changed for another reason (Back, a link): a URL catching up with earlier keystrokes must not
 * undo the ones typed since.
 */
export interface SearchBox {
  text: string;
  /** The URL's search this state has seen. */
  url: string;
  /** Texts typed and sent to the URL that it has not reached yet, oldest first. */
  pending: string[];
}

export type SearchBoxEvent = { type: 'typed'; text: string } | { type: 'url'; search: string };

export const initialSearchBox = (search: string): SearchBox => ({ text: search, url: search, pending: [] });

export function searchBoxReducer(state: SearchBox, event: SearchBoxEvent): SearchBox {
  if (event.type === 'typed') return { ...state, text: event.text, pending: [...state.pending, event.text] };
  if (event.search === state.url) return state;
  const caughtUp = state.pending.indexOf(event.search);
  if (caughtUp >= 0) return { ...state, url: event.search, pending: state.pending.slice(caughtUp + 1) };
  return initialSearchBox(event.search);
}
