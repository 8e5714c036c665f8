import type { RemoteId } from '@portfolio/ui';

/** Who may see a remote page: anyone, only signed-out visitors, or only the owner (others get 404). */
export type RouteGuard = 'none' | 'signedOut' | 'owner';

export interface RemoteRoute {
  /** First path segment, without slashes. */
  path: string;
  id: RemoteId;
  /** What a visitor would call the area, for loading and fallback texts. */
  label: string;
  /** The remote renders deeper paths itself (`/portfolio/<slug>`). */
  nested?: boolean;
  guard: RouteGuard;
}

/** The one table of pages that remotes render: the shell's route table and preloading both read it. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: 'portfolio', id: 'mf_portfolio/routes', label: 'portfolio', nested: true, guard: 'none' },
  { path: 'services', id: 'mf_forms/ServicesPage', label: 'services page', guard: 'none' },
  { path: 'contact', id: 'mf_forms/ContactPage', label: 'contact form', guard: 'none' },
  { path: 'signin', id: 'mf_account/SignInPage', label: 'sign-in page', guard: 'signedOut' },
  { path: 'signup', id: 'mf_account/SignUpPage', label: 'sign-up page', guard: 'signedOut' },
  // The page itself applies the recovery-hash rule and /profile its sign-in prompt (site spec §2.7, §2.8).
  { path: 'reset-password', id: 'mf_account/ResetPasswordPage', label: 'password reset page', guard: 'none' },
  { path: 'profile', id: 'mf_account/ProfilePage', label: 'profile', guard: 'none' },
  // Issue 14: owners only; anyone else never loads the inbox remote.
  { path: 'inbox', id: 'mf_account/InboxPage', label: 'inbox', guard: 'owner' },
];

/** Home shows featured projects from mf_portfolio, below the fold (HomePage mounts it `whenNearViewport`). */
export const HOME_REMOTE: RemoteId = 'mf_portfolio/FeaturedProjects';

/** `mf_forms/ServicesPage` → the remote and the expose name the federation runtime preloads. */
const targetOf = (id: RemoteId) => {
  const [remote, expose] = id.split('/') as [string, string];
  return { remote, expose: `./${expose}` };
};

/**
 * Which exposed module renders a path: what to preload before the visitor gets there. `belowTheFold` says the
 * page loads it only near the viewport (Home's featured projects), so opening the page does not preload it.
 */
export function remoteForPath(pathname: string): { remote: string; expose: string; belowTheFold?: true } | null {
  if (pathname === '/') return { ...targetOf(HOME_REMOTE), belowTheFold: true };
  const hit = REMOTE_ROUTES.find(({ path }) => pathname === `/${path}` || pathname.startsWith(`/${path}/`));
  return hit ? targetOf(hit.id) : null;
}
