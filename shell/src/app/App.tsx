import { RouterProvider, createBrowserRouter } from '@portfolio/router';
import { AppProviders, RootLive } from '@portfolio/ui';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <RootLive />
    </AppProviders>
  );
}
