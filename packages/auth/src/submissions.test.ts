import { afterEach, describe, expect, it } from 'vitest';
import { fakeSupabase, installFakeSupabase, resetSupabase } from './testing';
import { currentUserId } from './submissions';

describe('currentUserId', () => {
  afterEach(resetSupabase);

  it('reads the user id from the session, null for a visitor or without a client', async () => {
    installFakeSupabase(fakeSupabase({}, { userId: 'u1' }));
    expect(await currentUserId()).toBe('u1');
    installFakeSupabase(fakeSupabase({}, { userId: null }));
    expect(await currentUserId()).toBeNull();
    installFakeSupabase(null);
    expect(await currentUserId()).toBeNull();
  });
});
