import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPS, REMOTE_NAMES, portEnvName, sitePorts } from './ports';
import { appConfig, backendUrl, remotesManifest } from './runtimeConfig';

/** Every app's port in APPS moved by `by`: the ports of a copy whose shell is on 3000 + `by`. */
const appPorts = (by = 0) => Object.fromEntries(Object.entries(APPS).map(([name, app]) => [name, app.port + by]));

describe('APPS', () => {
  const repo = path.join(import.meta.dirname, '..', '..', '..');

  // Every list of apps (builds, servers, ports, the tests' folders) is derived from APPS, so a remote's folder
  // without its line there would be left out of all of them without a word.
  it('names every remote folder of the repository, each under its federation name', () => {
    const folders = readdirSync(repo).filter((d) => d.startsWith('mf-') && existsSync(path.join(repo, d, 'package.json')));
    const named: string[] = REMOTE_NAMES.map((name) => APPS[name].dir);
    expect(
      folders.filter((dir) => !named.includes(dir)),
      'remote folders with no line in APPS (packages/federation/src/ports.ts)',
    ).toEqual([]);
    for (const [name, app] of Object.entries(APPS)) {
      expect(existsSync(path.join(repo, app.dir, 'package.json')), `APPS.${name}: ${app.dir}/package.json`).toBe(true);
      expect(name, `APPS.${name}: the federation name is the folder's name with _ for -`).toBe(app.dir.replace(/-/g, '_'));
    }
  });
});

describe('sitePorts', () => {
  it("is each app's port in APPS (the shell on 3000, the remotes after it) and 54321 with nothing set", () => {
    expect(sitePorts({})).toEqual({ ...appPorts(), backend: 54321 });
    expect(sitePorts({})).toMatchObject({ shell: 3000, mf_portfolio: 3001, mf_account: 3004 });
  });

  it('puts a second copy on PORT and the ports after it, the backend on BACKEND_PORT', () => {
    expect(sitePorts({ PORT: '4400', BACKEND_PORT: '54400' })).toEqual({ ...appPorts(1400), backend: 54400 });
    expect(sitePorts({ PORT: '4400' })).toMatchObject({ shell: 4400, mf_portfolio: 4401, mf_account: 4404 });
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
    expect(remotesManifest({ PORT: '4400' })).toEqual(
      Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://localhost:${APPS[name].port + 1400}/mf-manifest.json`])),
    );
    expect(remotesManifest({ PORT: '4400' }).mf_portfolio).toBe('http://localhost:4401/mf-manifest.json');
  });

  it('talks to the backend on its BACKEND_PORT unless SUPABASE_URL says otherwise', async () => {
    expect(backendUrl({ BACKEND_PORT: '54400' })).toBe('http://127.0.0.1:54400');
    expect(backendUrl({ BACKEND_PORT: '54400', SUPABASE_URL: 'https://p.supabase.co' })).toBe('https://p.supabase.co');
    // Nothing answers on port 9 here: the config names the backend and leaves the key empty, never another copy's.
    expect(await appConfig({ BACKEND_PORT: '9' })).toEqual({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: '' });
  });
});
