import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createMemoryRouter } from '@portfolio/router';
import { useAuth } from '@portfolio/auth';
import type { RemoteModules } from '@portfolio/ui';
import { App } from '../app/App';
import { routes } from '../app/routes';
import { createRemoteLoader } from '../remotes/registerFromManifest';
import { PRERENDERED_AREA_IDS } from '@portfolio/federation/areas';
import { splitInserted, type EmotionRule } from './emotionRules';

export type { EmotionRule };

export interface RenderedPage {
  /** React's server HTML of the whole app, with Suspense markers; hoisted head tags come first. */
  html: string;
  /** The Emotion rules the render inserted, keyed by the id Emotion's client cache adopts. */
  rules: EmotionRule[];
  /** Global (non-class) rules such as the CSS baseline. */
  globalCss: string;
  /** Every Emotion id the render inserted, empty styles included (they leave no rule). */
  inserted: string[];
}

/** A boundary still waiting (a lazy page's code) renders as `<!--$?-->` or, in renderToString, `<!--$!-->`. */
const PENDING = /<!--\$[?!]-->/;

/**
 * The server entry of the shell (its rsbuild `node` environment), which the prerender imports in Node: renders a path
 * of the site as a visitor's browser first renders it (signed out; every area rendered, the remotes' modules given
 * from their server bundles), then again until no lazy part is left waiting. The same tree as the client's, so the
 * `useId` ids are those hydration expects.
 */
export async function renderPage(path: string, remotes: Partial<RemoteModules>): Promise<RenderedPage> {
  // A loader of its own per page: the prerender's state never leaks from one page into the next.
  const loader = createRemoteLoader();
  loader.provideRemoteModules(remotes);
  // What startAuth gives a visitor with no stored session.
  useAuth.getState().setSession(null);
  // Compat mode: the cache records each rule's CSS instead of writing <style> tags into the markup.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const app = (
    <StrictMode>
      <CacheProvider value={cache}>
        <App router={createMemoryRouter(routes, { initialEntries: [path] })} loader={loader} />
      </CacheProvider>
    </StrictMode>
  );
  for (let attempt = 0; attempt < 200; attempt++) {
    const html = renderToString(app);
    if (!PENDING.test(html)) return { html, ...splitInserted(cache.inserted), inserted: Object.keys(cache.inserted) };
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${path} never finished rendering: a lazy part is still waiting`);
}

/** The areas whose HTML the prerender keeps (the remote-area table's `prerendered`); others are left to the browser. */
export const prerenderedAreaIds = (): string[] => [...PRERENDERED_AREA_IDS];
