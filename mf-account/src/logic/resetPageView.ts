import type { AuthStatus } from '@portfolio/auth';

export type ResetPageView = 'nothing' | 'form' | 'done' | 'redirect';

/**
 * Site spec §2.7 / §4: the form only for a recovery link (its session signed in); after success the page stays
 * until its own 3 s redirect; without a recovery it goes to /signin. A recovery still loading shows nothing.
 */
export function resetPageView(state: { status: AuthStatus; recovery: boolean; done: boolean }): ResetPageView {
  if (state.done) return 'done';
  if (!state.recovery) return 'redirect';
  if (state.status === 'loading') return 'nothing';
  return state.status === 'signedIn' ? 'form' : 'redirect';
}
