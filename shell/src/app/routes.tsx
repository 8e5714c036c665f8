import type { RouteObject } from '@portfolio/router';
import { RequireOwner, RequireSignedOut } from '@portfolio/auth';
import { NotFoundPage } from '@portfolio/ui';
import { Layout } from '../features/chrome/Layout';
import { HomePage } from '../features/home/HomePage';
import { AboutPage } from '../features/about/AboutPage';
import { RouterErrorPage } from '../features/errors/RouterErrorPage';
import { RemoteMount } from '../remotes/RemoteMount';
import { REMOTE_ROUTES, type RemoteRoute } from '../logic/routeRemotes';

/** A remote page inside the guard its table entry names. */
function guarded({ id, label, guard }: RemoteRoute) {
  const mount = <RemoteMount id={id} label={label} />;
  if (guard === 'signedOut') return <RequireSignedOut>{mount}</RequireSignedOut>;
  if (guard === 'owner') return <RequireOwner fallback={<NotFoundPage />}>{mount}</RequireOwner>;
  return mount;
}

/** Site spec §2.1: the route table. Remote pages (REMOTE_ROUTES) are mounted at runtime; the shell owns Home, About and 404. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouterErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      ...REMOTE_ROUTES.map((r) => ({ path: r.nested ? `${r.path}/*` : r.path, element: guarded(r) })),
      { path: 'about', element: <AboutPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
