import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startAuth } from '@portfolio/auth';
import { PRERENDERED_ATTRIBUTE, isPrerendering } from '@portfolio/ui';
import { App } from './app/App';

function start() {
  // A stored session starts auth with the page; a visitor is signed out and supabase-js waits until needed.
  startAuth();
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Prerendered pages are hydrated at once: a remote's Suspense boundary keeps its server HTML until its code arrives.
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it in one long task
  // (the page is already painted and readable; a click on a part not yet hydrated is replayed once it is).
  if (document.documentElement.hasAttribute(PRERENDERED_ATTRIBUTE) && root.hasChildNodes()) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else createRoot(root).render(app);
  // At build time the prerender step asks the loaded page for its HTML; visitors never download the server renderer.
  if (isPrerendering()) window.__renderPage = () => import('./prerender/renderPage').then((m) => m.renderPage(app));
}

declare global {
  interface Window {
    __renderPage?: () => Promise<import('./prerender/renderPage').RenderedPage>;
  }
}

start();
