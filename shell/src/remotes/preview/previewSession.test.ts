import { describe, expect, it } from 'vitest';
import { PREVIEW_STORAGE_KEY } from '@portfolio/federation/preview';
import { openPreviewSession, type PreviewWindow } from './previewSession';

const forms = 'mf_forms@http://localhost:3900/mf-manifest.json';

function fakeWindow(href: string, stored: Record<string, string> = {}) {
  const storage = new Map(Object.entries(stored));
  const win: PreviewWindow & { address: string; replacedBy: string | null } = {
    address: href,
    replacedBy: null,
    location: {
      href,
      replace: (url) => {
        win.replacedBy = url;
      },
    },
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

  it('keeps only accepted overrides in the tab; a later page of the tab loaded without them asks for itself with them', () => {
    const first = fakeWindow(`https://www.example.org/?mf-preview=${encodeURIComponent(forms)}`);
    openPreviewSession(first.win)!.keep([{ remote: 'mf_forms', url: 'http://localhost:3900/mf-manifest.json' }]);
    // A reload or a typed address: served without the preview's CSP, so the page loads again with the parameter.
    const next = fakeWindow('https://www.example.org/contact?x=1#form', Object.fromEntries(first.storage));
    expect(openPreviewSession(next.win)).toBeNull();
    expect(next.win.replacedBy).toBe(`https://www.example.org/contact?x=1&mf-preview=${encodeURIComponent(forms)}#form`);
    // That page previews, and drops the parameter from the address again.
    const again = fakeWindow(next.win.replacedBy!, Object.fromEntries(first.storage));
    expect(openPreviewSession(again.win)?.requested).toEqual([forms]);
    expect(again.win.replacedBy).toBeNull();
    expect(again.win.address).toBe('/contact?x=1#form');
  });

  it('forgets the tab’s overrides when none is accepted, and when the preview ends', () => {
    const refused = fakeWindow(`https://www.example.org/?mf-preview=${encodeURIComponent(forms)}`, { [PREVIEW_STORAGE_KEY]: JSON.stringify([forms]) });
    openPreviewSession(refused.win)!.keep([]);
    expect(refused.storage.has(PREVIEW_STORAGE_KEY)).toBe(false);
    const ended = fakeWindow(`https://www.example.org/?mf-preview=${encodeURIComponent(forms)}`, { [PREVIEW_STORAGE_KEY]: JSON.stringify([forms]) });
    openPreviewSession(ended.win)!.end();
    expect(ended.storage.has(PREVIEW_STORAGE_KEY)).toBe(false);
    const after = fakeWindow('https://www.example.org/', Object.fromEntries(ended.storage));
    expect(openPreviewSession(after.win)).toBeNull();
    expect(after.win.replacedBy).toBeNull();
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
