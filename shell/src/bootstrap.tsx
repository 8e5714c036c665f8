import { StrictMode, startTransition } from 'react';
import { yieldToMain } from './scheduling/yieldToMain';
import type { RemoteLoader } from './remotes/registerFromManifest';
import type { NarrowestWidth } from './logic/narrowestWidth';

/**
 * Starts the page in steps, each a task of its own: on a phone, running all of the shell's modules at once was
 * one task of about 150 ms (issue 12: total blocking time). An eager `import()` adds nothing to download (its
 * modules come with this chunk, in parallel) but runs its module only when called. `loader` is the page's one
 * remote loader, made by the entry, and `widths` its record of the narrowest width since the page started.
 */
export async function start(loader: RemoteLoader, widths: NarrowestWidth) {
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  // MUI's core, the theme and the stores.
  const { PRERENDERED_ATTRIBUTE } = await import(/* webpackMode: "eager" */ '@portfolio/ui');
  await yieldToMain();
  const { startAuth } = await import(/* webpackMode: "eager" */ '@portfolio/auth');
  await yieldToMain();
  // The chrome around every page (top bar, sidebar, footer), then the routes and Home.
  await import(/* webpackMode: "eager" */ './features/chrome/Layout');
  await yieldToMain();
  const { App, browserRouter } = await import(/* webpackMode: "eager" */ './app/App');
  const { hydrateAreasFirst } = await import(/* webpackMode: "eager" */ './remotes/hydrateAreasFirst');
  await yieldToMain();

  // A stored session starts auth with the page; a visitor is signed out and supabase-js waits until needed.
  startAuth();
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App router={browserRouter()} loader={loader} widths={widths} />
    </StrictMode>
  );
  // Prerendered pages are hydrated at once: a remote's Suspense boundary keeps its server HTML until its code arrives.
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it in one long task
  // (the page is already painted and readable; a click on a part not yet hydrated is replayed once it is).
  // A tab previewing a remote renders afresh: the prerendered HTML holds the live remote's areas, not the previewed
  // build's (docs/decisions/028-preview-inside-the-real-site.md).
  if (document.documentElement.hasAttribute(PRERENDERED_ATTRIBUTE) && root.hasChildNodes() && !loader.previewRequested()) {
    let hydrating: ReturnType<typeof hydrateRoot> | undefined;
    startTransition(() => {
      hydrating = hydrateRoot(root, app);
    });
    // The page's own remote area then hydrates right after the shell around it, not last (hydrateAreasFirst.ts).
    if (hydrating) hydrateAreasFirst(hydrating);
  } else createRoot(root).render(app);
}
