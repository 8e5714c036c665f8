import { describe, expect, it } from 'vitest';
import { displayName, useAuth } from './authStore';
import { hasRecoveryHash, linkErrorOf } from './initAuth';

describe('displayName', () => {
  it('prefers the username, then the e-mail', () => {
    expect(displayName({ email: 'a@b.co', user_metadata: { username: 'ada' } })).toBe('ada');
    expect(displayName({ email: 'a@b.co', user_metadata: { username: '  ' } })).toBe('a@b.co');
    expect(displayName({ email: 'a@b.co', user_metadata: {} })).toBe('a@b.co');
    expect(displayName(null)).toBe('');
  });
});

describe('auth store', () => {
  it('starts loading, then follows the session', () => {
    expect(useAuth.getState().status).toBe('loading');
    useAuth.getState().setSession(null);
    expect(useAuth.getState().status).toBe('signedOut');
    const session = { user: { id: 'u1', email: 'a@b.co' } } as never;
    useAuth.getState().setSession(session);
    expect(useAuth.getState()).toMatchObject({ status: 'signedIn', user: { id: 'u1' } });
  });
});

describe('hasRecoveryHash', () => {
  it('recognises the recovery link hash only', () => {
    expect(hasRecoveryHash('#access_token=x&type=recovery')).toBe(true);
    expect(hasRecoveryHash('#access_token=x&type=signup')).toBe(false);
    expect(hasRecoveryHash('')).toBe(false);
  });
});

describe('linkErrorOf', () => {
  it("reads an e-mailed link's error description", () => {
    expect(linkErrorOf('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')).toBe(
      'Email link is invalid or has expired',
    );
    expect(linkErrorOf('#error=access_denied')).toBe('access_denied');
    expect(linkErrorOf('#access_token=x&type=recovery')).toBeNull();
    expect(linkErrorOf('')).toBeNull();
  });
});
