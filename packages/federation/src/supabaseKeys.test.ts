import { describe, expect, it } from 'vitest';
import { publishableKey, secretKey } from './supabaseKeys';

const jwt = (role: string) => `e30.${Buffer.from(JSON.stringify({ role })).toString('base64url')}.sig`;

describe('Supabase key names', () => {
  it('reads the publishable key by its new name first, and the anon key by its old one', () => {
    expect(publishableKey({ SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc' })).toBe('sb_publishable_abc');
    expect(publishableKey({ SUPABASE_ANON_KEY: jwt('anon') })).toBe(jwt('anon'));
    expect(publishableKey({ SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_new', SUPABASE_ANON_KEY: jwt('anon') })).toBe('sb_publishable_new');
    expect(publishableKey({ SUPABASE_PUBLISHABLE_KEY: ' ' })).toBeUndefined();
  });

  it('reads the secret key by its new name first, and the service_role key by its old one', () => {
    expect(secretKey({ SUPABASE_SECRET_KEY: 'sb_secret_abc', SUPABASE_SERVICE_ROLE_KEY: jwt('service_role') })).toBe('sb_secret_abc');
    expect(secretKey({ SUPABASE_SERVICE_ROLE_KEY: jwt('service_role') })).toBe(jwt('service_role'));
    expect(secretKey({})).toBeUndefined();
  });

  it('refuses a secret key where the browser’s key belongs, in either spelling', () => {
    expect(() => publishableKey({ SUPABASE_PUBLISHABLE_KEY: 'sb_secret_abc' })).toThrow(/SUPABASE_PUBLISHABLE_KEY holds a secret/);
    expect(() => publishableKey({ SUPABASE_ANON_KEY: jwt('service_role') })).toThrow(/SUPABASE_ANON_KEY holds a secret/);
  });
});
