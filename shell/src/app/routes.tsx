import type { RouteObject } from 'react-router-dom';
import { RequireOwner, RequireSignedOut } from '@portfolio/auth';
import { NotFoundPage } from '@portfolio/ui';
import { Layout } from '../features/chrome/Layout';
import { HomePage } from '../features/home/HomePage';
import { AboutPage } from '../features/about/AboutPage';
import { RouterErrorPage } from '../features/errors/RouterErrorPage';
import { RemoteMount } from '../remotes/RemoteMount';

/** Spec 2.1: the route table. Remote pages are mounted at runtime; the shell owns Home, About and 404. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouterErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'portfolio/*', element: <RemoteMount id="mf_portfolio/routes" label="portfolio" /> },
      { path: 'services', element: <RemoteMount id="mf_forms/ServicesPage" label="services page" /> },
      { path: 'contact', element: <RemoteMount id="mf_forms/ContactPage" label="contact form" /> },
      { path: 'about', element: <AboutPage /> },
      {
        path: 'signin',
        element: (
          <RequireSignedOut>
            <RemoteMount id="mf_account/SignInPage" label="sign-in page" />
          </RequireSignedOut>
        ),
      },
      {
        path: 'signup',
        element: (
          <RequireSignedOut>
            <RemoteMount id="mf_account/SignUpPage" label="sign-up page" />
          </RequireSignedOut>
        ),
      },
      // The page itself applies the recovery-hash rule and /profile its sign-in prompt (spec 2.7, 2.8).
      { path: 'reset-password', element: <RemoteMount id="mf_account/ResetPasswordPage" label="password reset page" /> },
      { path: 'profile', element: <RemoteMount id="mf_account/ProfilePage" label="profile" /> },
      // Issue 14: owners only; anyone else never loads the inbox remote.
      {
        path: 'inbox',
        element: (
          <RequireOwner fallback={<NotFoundPage />}>
            <RemoteMount id="mf_account/InboxPage" label="inbox" />
          </RequireOwner>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
