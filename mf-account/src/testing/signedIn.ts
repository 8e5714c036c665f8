import { useAuth } from '@portfolio/auth';

/** Puts a signed-in user into the real auth store, as initAuth would after a session event. */
export function signInAs(user: { id?: string; email?: string; username?: string; created_at?: string } = {}) {
  const u = {
    id: user.id ?? 'u-1',
    email: user.email ?? 'ada@example.com',
    created_at: user.created_at ?? '2025-06-15T12:00:00Z',
    user_metadata: user.username === undefined ? { username: 'ada', role: 'cabinBoy' } : { username: user.username },
  };
  useAuth.getState().setSession({ user: u } as never);
}

export function resetAuth() {
  useAuth.setState({ status: 'loading', session: null, user: null, recovery: false, linkError: null });
}
