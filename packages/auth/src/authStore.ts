import { create } from 'zustand';
import type { Session, User } from '@supabase/supabase-js';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

interface AuthState {
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  /** True between a recovery link's arrival and the password change that ends it. */
  recovery: boolean;
  /** The error an e-mailed link came back with (expired or used), until a page has shown it. */
  linkError: string | null;
  setSession: (session: Session | null) => void;
  setRecovery: (recovery: boolean) => void;
  setLinkError: (linkError: string | null) => void;
}

/**
 * The auth state every app reads (`useAuth((s) => s.user)`). Only this package writes the session: supabase-js's
 * auth events (followed by `initAuth`), a signed-out start (`startAuth`, or `initAuth` without a client) and a
 * local sign-out in the account actions.
 */
export const useAuth = create<AuthState>()((set) => ({
  status: 'loading',
  session: null,
  user: null,
  recovery: false,
  linkError: null,
  setSession: (session) => set({ session, user: session?.user ?? null, status: session ? 'signedIn' : 'signedOut' }),
  setRecovery: (recovery) => set({ recovery }),
  setLinkError: (linkError) => set({ linkError }),
}));

/** What the top bar shows for a user: the username from sign-up metadata, else the e-mail. */
export function displayName(user: Pick<User, 'email' | 'user_metadata'> | null): string {
  if (!user) return '';
  const username = typeof user.user_metadata?.username === 'string' ? user.user_metadata.username.trim() : '';
  return username || user.email || '';
}
