/**
 * The React Router the site uses, and nothing else. Every app imports routing from here, and this module
 * (not `react-router`) is the shared singleton (packages/federation): one router context on a page, and a
 * shared copy of only these exports (about half of React Router's gzip size).
 *
 * Adding an export: add it here and bump this package's minor version; a remote that needs it requires
 * `workspace:^<new version>`, so an older shell refuses to mount it as a version skew.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavigationType,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRouteError,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type * from 'react-router';
