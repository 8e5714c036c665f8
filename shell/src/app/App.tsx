import { RouterProvider, createBrowserRouter, type DataRouter } from '@portfolio/router';
import { AppProviders, RootLive } from '@portfolio/ui';
import { routes } from './routes';
import { RemoteLoaderProvider } from '../remotes/LoaderContext';
import type { RemoteLoader } from '../remotes/registerFromManifest';

/**
 * The site: the route table under the page's router (the browser's; the prerender passes a memory router) and the
 * page's remote loader (the entry's; the prerender passes its own).
 */
export function App({ router, loader }: { router: DataRouter; loader: RemoteLoader }) {
  return (
    <RemoteLoaderProvider loader={loader}>
      <AppProviders>
        <RouterProvider router={router} />
        <RootLive />
      </AppProviders>
    </RemoteLoaderProvider>
  );
}

/** The page's router, on the browser's history. */
export const browserRouter = () => createBrowserRouter(routes);
