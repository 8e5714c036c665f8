import { describe, expect, it } from 'vitest';
import { isOwner } from './owner';

describe('isOwner', () => {
  it('is true only for app_metadata.role owner', () => {
    expect(isOwner({ app_metadata: { role: 'owner', provider: 'email' } })).toBe(true);
    expect(isOwner({ app_metadata: { provider: 'email' } })).toBe(false);
    expect(isOwner({ app_metadata: { role: 'Owner' } })).toBe(false);
    expect(isOwner(null)).toBe(false);
    expect(isOwner(undefined)).toBe(false);
  });
  it('ignores a role the user wrote into user_metadata', () => {
    const user = { app_metadata: {}, user_metadata: { role: 'owner' } };
    expect(isOwner(user)).toBe(false);
  });
});
