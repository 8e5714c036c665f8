import { describe, expect, it } from 'vitest';
import { platformKeys } from '../supabase/functions/_shared/platformKeys';

const envOf = (vars: Record<string, string>) => (name: string) => vars[name];

describe("the Edge Function's key, as the platform provides it", () => {
  it('reads SUPABASE_SECRET_KEYS (JSON), the default key first, and accepts each key in it', () => {
    const keys = platformKeys(envOf({ SUPABASE_SECRET_KEYS: '{"ci":"sb_secret_ci","default":"sb_secret_main"}' }));
    expect(keys).toEqual({ client: 'sb_secret_main', accepted: ['sb_secret_main', 'sb_secret_ci'] });
  });

  it('falls back to the legacy SUPABASE_SERVICE_ROLE_KEY, and accepts it beside the new keys', () => {
    expect(platformKeys(envOf({ SUPABASE_SERVICE_ROLE_KEY: 'eyJ.legacy.jwt' }))).toEqual({ client: 'eyJ.legacy.jwt', accepted: ['eyJ.legacy.jwt'] });
    expect(platformKeys(envOf({ SUPABASE_SECRET_KEYS: '{"default":"sb_secret_main"}', SUPABASE_SERVICE_ROLE_KEY: 'eyJ.legacy.jwt' })).accepted).toEqual([
      'sb_secret_main',
      'eyJ.legacy.jwt',
    ]);
  });

  it('does not read SUPABASE_SECRET_KEY, a name the platform reserves and never sets', () => {
    expect(platformKeys(envOf({ SUPABASE_SECRET_KEY: 'sb_secret_by_hand' }))).toEqual({ client: '', accepted: [] });
  });

  it('accepts nothing from a malformed or empty value', () => {
    expect(platformKeys(envOf({ SUPABASE_SECRET_KEYS: 'sb_secret_main' })).accepted).toEqual([]);
    expect(platformKeys(envOf({ SUPABASE_SECRET_KEYS: '["sb_secret_main"]' })).accepted).toEqual([]);
    expect(platformKeys(envOf({ SUPABASE_SECRET_KEYS: '{"default":""}' })).accepted).toEqual([]);
  });
});
