import type { RouteObject } from '@portfolio/router';
import { RequireOwner, RequireSignedOut } from '@portfolio/auth';
import { NotFoundPage } from '@portfolio/ui';
import { Layout } from '../features/chrome/Layout';
import { HomePage } from '../features/home/HomePage';
import { RouterErrorPage } from '../features/errors/RouterErrorPage';
import { RemoteMount } from '../remotes/RemoteMount';
import { lazyPage } from './lazyPage';
import { ROUTE_AREAS, type RouteArea } from '@portfolio/federation/areas';

// About's code (its texts, timeline and MUI's tabs) is not on every other page's first load.
const AboutPage = lazyPage('about', () => import(/* webpackChunkName: "page-about" */ '../features/about/AboutPage').then((m) => m.AboutPage));

/** A remote page inside the guard its table entry names. */
function guarded(area: RouteArea) {
  const { guard } = area.place;
  const mount = <RemoteMount area={area} />;
  if (guard === 'signedOut') return <RequireSignedOut>{mount}</RequireSignedOut>;
  if (guard === 'owner') return <RequireOwner fallback={<NotFoundPage />}>{mount}</RequireOwner>;
  return mount;
}

/** Site spec §2.1: the route table. Remote pages (ROUTE_AREAS) are mounted at runtime; the shell owns Home, About and 404. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouterErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      ...ROUTE_AREAS.map((a) => ({ path: a.place.nested ? `${a.place.route}/*` : a.place.route, element: guarded(a) })),
      { path: 'about', element: <AboutPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
