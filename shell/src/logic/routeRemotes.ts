/** Which exposed module renders a path: what to preload before the visitor gets there. */
const ROUTE_REMOTES: Array<{ prefix: string; remote: string; expose: string }> = [
  { prefix: '/portfolio', remote: 'mf_portfolio', expose: './routes' },
  { prefix: '/services', remote: 'mf_forms', expose: './ServicesPage' },
  { prefix: '/contact', remote: 'mf_forms', expose: './ContactPage' },
  { prefix: '/signin', remote: 'mf_account', expose: './SignInPage' },
  { prefix: '/signup', remote: 'mf_account', expose: './SignUpPage' },
  { prefix: '/reset-password', remote: 'mf_account', expose: './ResetPasswordPage' },
  { prefix: '/profile', remote: 'mf_account', expose: './ProfilePage' },
  { prefix: '/inbox', remote: 'mf_account', expose: './InboxPage' },
];

/** Home shows featured projects from mf_portfolio. */
const HOME = { remote: 'mf_portfolio', expose: './FeaturedProjects' };

export function remoteForPath(pathname: string): { remote: string; expose: string } | null {
  if (pathname === '/') return HOME;
  const hit = ROUTE_REMOTES.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return hit ? { remote: hit.remote, expose: hit.expose } : null;
}
