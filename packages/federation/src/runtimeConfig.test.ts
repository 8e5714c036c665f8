import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPS, REMOTE_NAMES } from './ports';
import { appConfig, remotesManifest } from './runtimeConfig';
import { SHARED, sharedConfig, SHARED_SINGLETONS } from './shared';

describe('remotesManifest', () => {
  it('points every remote at its local port by default', () => {
    expect(remotesManifest({})).toEqual(Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://localhost:${APPS[name].port}/mf-manifest.json`])));
    expect(remotesManifest({}).mf_portfolio).toBe('http://localhost:3001/mf-manifest.json');
  });
  it('moves one remote through its environment variable, leaving the others', () => {
    const moved = remotesManifest({ REMOTE_MF_QUOTE_URL: 'https://cdn.example.com/quote/mf-manifest.json' });
    expect(moved.mf_quote).toBe('https://cdn.example.com/quote/mf-manifest.json');
    expect(moved.mf_forms).toBe('http://localhost:3003/mf-manifest.json');
  });
});

describe('appConfig', () => {
  let server: http.Server;
  let url = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(req.url === '/_dev/config' ? JSON.stringify({ url: 'x', anonKey: 'anon-from-backend' }) : '{}');
    });
    await new Promise<void>((done) => server.listen(0, done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('lists the preview origins only when PREVIEW_ORIGINS is set', async () => {
    const env = { SUPABASE_URL: 'https://p.example.com', SUPABASE_ANON_KEY: 'k' };
    expect(await appConfig(env)).not.toHaveProperty('previewOrigins');
    expect((await appConfig({ ...env, PREVIEW_ORIGINS: 'http://localhost:3900' })).previewOrigins).toEqual(['http://localhost:3900']);
  });
  it('uses SUPABASE_URL and SUPABASE_ANON_KEY when both are set', async () => {
    expect(await appConfig({ SUPABASE_URL: 'https://p.example.com', SUPABASE_ANON_KEY: 'k' })).toEqual({
      supabaseUrl: 'https://p.example.com',
      supabaseAnonKey: 'k',
    });
  });
  it('otherwise asks the embedded backend for its public anon key', async () => {
    expect(await appConfig({ SUPABASE_URL: url })).toEqual({ supabaseUrl: url, supabaseAnonKey: 'anon-from-backend' });
  });
  it('answers with an empty key, not an error, while the backend is down', async () => {
    expect(await appConfig({ SUPABASE_URL: 'http://127.0.0.1:9' })).toEqual({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: '' });
  });
});

describe('sharedConfig', () => {
  it('shares every name of the SHARED list as a singleton, including what makes one React, theme, store and auth client', () => {
    const config = sharedConfig();
    expect(Object.keys(config).sort()).toEqual(Object.keys(SHARED).sort());
    for (const name of Object.keys(SHARED)) expect(config[name]).toMatchObject({ singleton: true });
    for (const name of ['react', 'react-dom', 'zustand', '@emotion/react', '@portfolio/auth', '@portfolio/mui', '@portfolio/router', '@portfolio/ui']) {
      expect(Object.keys(SHARED_SINGLETONS)).toContain(name);
    }
  });
});
