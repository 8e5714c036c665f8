import type { ReactNode } from 'react';
import { Navigate } from '@portfolio/router';
import { useAuth } from './authStore';
import { isOwner } from './owner';

interface GuardProps {
  children: ReactNode;
  /** Rendered instead of redirecting when the visitor may not see the page (e.g. /profile's prompt). */
  fallback?: ReactNode;
}

/** Site spec §2.1: a page that requires sign-in. Shows nothing while auth loads, then redirects to /signin. */
export function RequireSignedIn({ children, fallback }: GuardProps) {
  const status = useAuth((s) => s.status);
  if (status === 'loading') return null;
  if (status === 'signedOut') return fallback ?? <Navigate to="/signin" replace />;
  return children;
}

/** Site spec §2.1: a signed-out-only page. Shows nothing while auth loads, then sends a signed-in user to /. */
export function RequireSignedOut({ children, fallback }: GuardProps) {
  const status = useAuth((s) => s.status);
  if (status === 'loading') return null;
  if (status === 'signedIn') return fallback ?? <Navigate to="/" replace />;
  return children;
}

/** Issue 14: an owner-only page. Shows nothing while auth loads; anyone else gets the fallback (the 404 page). */
export function RequireOwner({ children, fallback }: GuardProps & { fallback: ReactNode }) {
  const status = useAuth((s) => s.status);
  const user = useAuth((s) => s.user);
  if (status === 'loading') return null;
  return isOwner(user) ? children : fallback;
}
