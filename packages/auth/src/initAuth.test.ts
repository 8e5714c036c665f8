import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuth } from './authStore';
import { followAuthEvents, startAuth } from './initAuth';

function emitter() {
  let listener: (event: AuthChangeEvent, session: Session | null) => void = () => undefined;
  const client = { auth: { onAuthStateChange: (cb: typeof listener) => (listener = cb) } };
  followAuthEvents(client);
  return (event: AuthChangeEvent, session: Session | null) => listener(event, session);
}

const session = { user: { id: 'u1', email: 'a@b.co' } } as Session;

describe('followAuthEvents', () => {
  beforeEach(() => useAuth.setState({ status: 'loading', session: null, user: null, recovery: false }));

  it('leaves loading on the first event, signed in or out', () => {
    emitter()('INITIAL_SESSION', null);
    expect(useAuth.getState().status).toBe('signedOut');
    emitter()('SIGNED_IN', session);
    expect(useAuth.getState()).toMatchObject({ status: 'signedIn', user: { id: 'u1' } });
  });

  it('records a recovery on PASSWORD_RECOVERY and ends it on sign-out', () => {
    const emit = emitter();
    emit('PASSWORD_RECOVERY', session);
    expect(useAuth.getState()).toMatchObject({ recovery: true, status: 'signedIn' });
    emit('USER_UPDATED', session);
    expect(useAuth.getState().recovery).toBe(true);
    emit('SIGNED_OUT', null);
    expect(useAuth.getState()).toMatchObject({ recovery: false, status: 'signedOut' });
  });
});

describe('startAuth', () => {
  it('signs a visitor out at once, without loading the client', () => {
    localStorage.clear();
    window.location.hash = '';
    startAuth();
    expect(useAuth.getState().status).toBe('signedOut');
  });
});
