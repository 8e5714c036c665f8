import { describe, expect, it } from 'vitest';
import { resetPageView } from './resetPageView';

describe('resetPageView', () => {
  it('shows the form to a recovery link once its session is in', () => {
    expect(resetPageView({ status: 'signedIn', recovery: true, done: false })).toBe('form');
  });

  it('waits while a recovery link is still being read', () => {
    expect(resetPageView({ status: 'loading', recovery: true, done: false })).toBe('nothing');
  });

  it('sends everyone without a recovery to /signin, signed in or not', () => {
    expect(resetPageView({ status: 'loading', recovery: false, done: false })).toBe('redirect');
    expect(resetPageView({ status: 'signedOut', recovery: false, done: false })).toBe('redirect');
    expect(resetPageView({ status: 'signedIn', recovery: false, done: false })).toBe('redirect');
  });

  it('sends a recovery link whose session failed to /signin', () => {
    expect(resetPageView({ status: 'signedOut', recovery: true, done: false })).toBe('redirect');
  });

  it('keeps the success state after the sign-out that ends the recovery', () => {
    expect(resetPageView({ status: 'signedOut', recovery: false, done: true })).toBe('done');
  });
});
