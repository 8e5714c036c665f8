import { PREVIEW_PARAM, PREVIEW_STORAGE_KEY, fromStoredText, storedText, type PreviewOverride } from '@portfolio/federation/preview';

/** The overrides this tab asked for, and where it keeps the accepted ones (docs/decisions/028-preview-inside-the-real-site.md). */
export interface PreviewSession {
  /** `<remote>@<manifest URL>` as asked: the address's `mf-preview` parameters, else the tab's stored overrides. */
  readonly requested: readonly string[];
  /** Keeps the accepted overrides for the rest of the tab's life; none accepted forgets them. */
  keep: (accepted: readonly PreviewOverride[]) => void;
  /** Forgets the tab's overrides: the next page loads every remote from `/remotes.json`. */
  end: () => void;
}

/**
 * The parts of `window` a preview reads: the address (and `replace`, to ask for it again), the history (to drop the
 * parameter) and the tab's sessionStorage.
 */
export interface PreviewWindow {
  location: { href: string; replace: (url: string) => void };
  history: { state: unknown; replaceState: (data: unknown, unused: string, url: string) => void };
  sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** sessionStorage throws where storage is disabled; a preview then lasts one page. */
function tabStorage(win: PreviewWindow) {
  const attempt = <T>(act: (storage: PreviewWindow['sessionStorage']) => T, otherwise: T): T => {
    try {
      return act(win.sessionStorage);
    } catch {
      return otherwise;
    }
  };
  return {
    read: () => attempt((s) => s.getItem(PREVIEW_STORAGE_KEY), null),
    write: (text: string) => attempt((s) => s.setItem(PREVIEW_STORAGE_KEY, text), undefined),
    clear: () => attempt((s) => s.removeItem(PREVIEW_STORAGE_KEY), undefined),
  };
}

/**
 * The tab's preview, or null when it asked for none (nothing more is fetched then). The address's `mf-preview`
 * parameters replace what the tab kept, and leave the address, so a copied link never carries them. sessionStorage
 * is the tab's own: another tab, even of the same site, is not previewing.
 *
 * Only a page whose address asks for a preview is served the CSP that admits the preview origins. So a page of a
 * previewing tab loaded without the parameters (a reload, a typed address) asks for itself again with them, and is
 * null meanwhile (docs/decisions/028-preview-inside-the-real-site.md).
 */
export function openPreviewSession(win: PreviewWindow): PreviewSession | null {
  const storage = tabStorage(win);
  const url = new URL(win.location.href);
  const requested = url.searchParams.getAll(PREVIEW_PARAM);
  if (!requested.length) {
    const kept = fromStoredText(storage.read());
    if (!kept.length) return null;
    for (const raw of kept) url.searchParams.append(PREVIEW_PARAM, raw);
    win.location.replace(url.href);
    return null;
  }
  url.searchParams.delete(PREVIEW_PARAM);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return {
    requested,
    keep: (accepted) => (accepted.length ? storage.write(storedText(accepted)) : storage.clear()),
    end: storage.clear,
  };
}
