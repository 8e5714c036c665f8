import { describe, expect, it } from 'vitest';
import { useBackend } from './backend';
import { SUPABASE_KEY_MISSING } from './preflight/constants';

describe('useBackend', () => {
  it('refuses SUPABASE_URL without its key rather than start the embedded backend instead', async () => {
    await expect(useBackend({ SUPABASE_URL: 'https://abc.supabase.co', BACKEND_PORT: '1' })).rejects.toThrow(SUPABASE_KEY_MISSING);
  });

  it('uses the hosted backend its settings name', async () => {
    const backend = await useBackend({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'anon' });
    expect(backend).toMatchObject({ url: 'https://abc.supabase.co', anonKey: 'anon' });
  });
});
