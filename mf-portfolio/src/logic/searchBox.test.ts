import { describe, expect, it } from 'vitest';
import { initialSearchBox, searchBoxReducer, type SearchBox, type SearchBoxEvent } from './searchBox';

const run = (start: SearchBox, events: SearchBoxEvent[]) => events.reduce(searchBoxReducer, start);

describe('searchBoxReducer', () => {
  it('shows typed text at once, and keeps it while the URL catches up with earlier keystrokes', () => {
    const state = run(initialSearchBox(''), [
      { type: 'typed', text: 's' },
      { type: 'typed', text: 'si' },
      { type: 'typed', text: 'sig' },
      { type: 'url', search: 's' },
      { type: 'url', search: 'si' },
    ]);
    expect(state.text).toBe('sig');
    expect(run(state, [{ type: 'url', search: 'sig' }])).toEqual({ text: 'sig', url: 'sig', pending: [] });
  });

  it('takes the URL’s search when it changes for another reason (Back, a link)', () => {
    const state = run(initialSearchBox('ocr'), [
      { type: 'typed', text: 'ocrx' },
      { type: 'url', search: 'ocrx' },
      { type: 'url', search: 'vision' },
    ]);
    expect(state).toEqual({ text: 'vision', url: 'vision', pending: [] });
  });

  it('ignores a URL change that keeps the search (a category picked)', () => {
    const state = initialSearchBox('face');
    expect(searchBoxReducer(state, { type: 'url', search: 'face' })).toBe(state);
  });
});
