import { RouterProvider, createBrowserRouter, type DataRouter } from '@portfolio/router';
import { AppProviders, RootLive } from '@portfolio/ui';
import { routes } from './routes';

/** The site: the route table under the page's router (the browser's; the prerender passes a memory router). */
export function App({ router }: { router: DataRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <RootLive />
    </AppProviders>
  );
}

/** The page's router, on the browser's history. */
export const browserRouter = () => createBrowserRouter(routes);
