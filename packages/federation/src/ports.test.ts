import { describe, expect, it } from 'vitest';
import { portEnvName, sitePorts } from './ports';
import { appConfig, backendUrl, remotesManifest } from './runtimeConfig';

describe('sitePorts', () => {
  it('is 3000–3004 and 54321 with nothing set', () => {
    expect(sitePorts({})).toEqual({ shell: 3000, mf_portfolio: 3001, mf_quote: 3002, mf_forms: 3003, mf_account: 3004, backend: 54321 });
  });

  it('puts a second copy on PORT and the four ports after it, the backend on BACKEND_PORT', () => {
    expect(sitePorts({ PORT: '4400', BACKEND_PORT: '54400' })).toEqual({
      shell: 4400,
      mf_portfolio: 4401,
      mf_quote: 4402,
      mf_forms: 4403,
      mf_account: 4404,
      backend: 54400,
    });
  });

  it('moves one remote by its own variable, leaving the others after PORT', () => {
    expect(portEnvName('mf_quote')).toBe('MF_QUOTE_PORT');
    const ports = sitePorts({ PORT: '4400', MF_QUOTE_PORT: '9002' });
    expect(ports.mf_quote).toBe(9002);
    expect(ports.mf_forms).toBe(4403);
  });

  it('refuses a port that is not a number, and two apps on one port, naming the variables', () => {
    expect(() => sitePorts({ PORT: 'abc' })).toThrow(/PORT must be a port number.*"abc"/);
    expect(() => sitePorts({ BACKEND_PORT: '70000' })).toThrow(/BACKEND_PORT/);
    expect(() => sitePorts({ PORT: '4400', MF_FORMS_PORT: '4400' })).toThrow(/shell and mf_forms would both use port 4400/);
    expect(() => sitePorts({ PORT: '65534' })).toThrow(/MF_QUOTE_PORT would be 65536/);
  });
});

describe('a second copy in the runtime config', () => {
  it('points /remotes.json at its own ports', () => {
    expect(remotesManifest({ PORT: '4400' })).toEqual({
      mf_portfolio: 'http://localhost:4401/mf-manifest.json',
      mf_quote: 'http://localhost:4402/mf-manifest.json',
      mf_forms: 'http://localhost:4403/mf-manifest.json',
      mf_account: 'http://localhost:4404/mf-manifest.json',
    });
  });

  it('talks to the backend on its BACKEND_PORT unless SUPABASE_URL says otherwise', async () => {
    expect(backendUrl({ BACKEND_PORT: '54400' })).toBe('http://127.0.0.1:54400');
    expect(backendUrl({ BACKEND_PORT: '54400', SUPABASE_URL: 'https://p.supabase.co' })).toBe('https://p.supabase.co');
    // Nothing answers on port 9 here: the config names the backend and leaves the key empty, never another copy's.
    expect(await appConfig({ BACKEND_PORT: '9' })).toEqual({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: '' });
  });
});
