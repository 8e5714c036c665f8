import { describe, expect, it } from 'vitest';
import { PREVIEW_STORAGE_KEY } from '@portfolio/federation/preview';
import { openPreviewSession, type PreviewWindow } from './previewSession';

const forms = 'mf_forms@http://localhost:3900/mf-manifest.json';

function fakeWindow(href: string, stored: Record<string, string> = {}) {
  const storage = new Map(Object.entries(stored));
  const win: PreviewWindow & { address: string } = {
    address: href,
    location: { href },
    history: {
      state: null,
      replaceState: (_data, _unused, url) => {
        win.address = url;
      },
    },
    sessionStorage: {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
    },
  };
  return { win, storage };
}

describe('openPreviewSession', () => {
  it('is null when neither the address nor the tab asks for a preview', () => {
    const { win } = fakeWindow('https://www.example.org/services?x=1');
    expect(openPreviewSession(win)).toBeNull();
    expect(win.address).toBe('https://www.example.org/services?x=1');
  });

  it('takes every mf-preview parameter of the address and drops them from it, keeping the rest', () => {
    const quote = 'mf_quote@http://localhost:3900/q/mf-manifest.json';
    const { win } = fakeWindow(`https://www.example.org/services?mf-preview=${encodeURIComponent(forms)}&x=1&mf-preview=${encodeURIComponent(quote)}#top`);
    expect(openPreviewSession(win)?.requested).toEqual([forms, quote]);
    expect(win.address).toBe('/services?x=1#top');
  });

  it('keeps only accepted overrides in the tab, and the next page of the tab finds them', () => {
    const first = fakeWindow(`https://www.example.org/?mf-preview=${encodeURIComponent(forms)}`);
    openPreviewSession(first.win)!.keep([{ remote: 'mf_forms', url: 'http://localhost:3900/mf-manifest.json' }]);
    const next = fakeWindow('https://www.example.org/contact', Object.fromEntries(first.storage));
    expect(openPreviewSession(next.win)?.requested).toEqual([forms]);
  });

  it('forgets the tab’s overrides when none is accepted, and when the preview ends', () => {
    const refused = fakeWindow(`https://www.example.org/?mf-preview=${encodeURIComponent(forms)}`, { [PREVIEW_STORAGE_KEY]: JSON.stringify([forms]) });
    openPreviewSession(refused.win)!.keep([]);
    expect(refused.storage.has(PREVIEW_STORAGE_KEY)).toBe(false);
    const ended = fakeWindow('https://www.example.org/', { [PREVIEW_STORAGE_KEY]: JSON.stringify([forms]) });
    openPreviewSession(ended.win)!.end();
    expect(ended.storage.has(PREVIEW_STORAGE_KEY)).toBe(false);
  });

  it('still previews one page where the tab has no storage', () => {
    const { win } = fakeWindow(`https://www.example.org/?mf-preview=${encodeURIComponent(forms)}`);
    win.sessionStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const session = openPreviewSession(win)!;
    expect(session.requested).toEqual([forms]);
    expect(() => session.keep([])).not.toThrow();
  });
});
