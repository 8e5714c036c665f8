import { RouterProvider, createBrowserRouter, type DataRouter } from '@portfolio/router';
import { AppProviders, RootLive } from '@portfolio/ui';
import { routes } from './routes';
import { RemoteLoaderProvider } from '../remotes/LoaderContext';
import type { RemoteLoader } from '../remotes/registerFromManifest';
import { NarrowestWidthProvider } from '../features/chrome/NarrowestWidthContext';
import type { NarrowestWidth } from '../logic/narrowestWidth';

/**
 * The site: the route table under the page's router (the browser's; the prerender passes a memory router), the
 * page's remote loader (the entry's; the prerender passes its own) and, in the browser, the entry's width record.
 */
export function App({ router, loader, widths }: { router: DataRouter; loader: RemoteLoader; widths?: NarrowestWidth }) {
  return (
    <RemoteLoaderProvider loader={loader}>
      <NarrowestWidthProvider widths={widths}>
        <AppProviders>
          <RouterProvider router={router} />
          <RootLive />
        </AppProviders>
      </NarrowestWidthProvider>
    </RemoteLoaderProvider>
  );
}

/** The page's router, on the browser's history. */
export const browserRouter = () => createBrowserRouter(routes);
