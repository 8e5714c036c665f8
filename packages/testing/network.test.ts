import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, allowOrigin, isAllowed, takeRefused } from './network';

describe('the network guard of component tests', () => {
  let server: http.Server;
  let url: string;
  let hits: number;

  beforeEach(async () => {
    hits = 0;
    server = http.createServer((_req, res) => {
      hits++;
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end('{"supabaseUrl":"http://127.0.0.1:1","supabaseAnonKey":"k"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/app-config.json`;
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives the DOM an origin no server answers, not localhost:3000', () => {
    expect(location.origin).toBe(TEST_ORIGIN);
    expect(new URL('/app-config.json', location.href).hostname.endsWith('.invalid')).toBe(true);
  });

  it('refuses a relative fetch (the site config) before anything leaves the process', async () => {
    await expect(fetch('/app-config.json')).rejects.toThrow(/Network guard: .*unit-test\.invalid\/app-config\.json/);
    expect(takeRefused()).toEqual([`${TEST_ORIGIN}/app-config.json`]);
  });

  it('refuses a live loopback server the test did not declare, and records it even when the error is swallowed', async () => {
    const swallowed = await fetch(url).then(
      () => 'reached',
      () => 'refused',
    );
    expect(swallowed).toBe('refused');
    expect(hits).toBe(0);
    expect(takeRefused()).toEqual([url]);
  });

  it('refuses XMLHttpRequest too', async () => {
    const xhr = new XMLHttpRequest();
    const done = new Promise<string>((resolve) => {
      xhr.addEventListener('load', () => resolve('load'));
      xhr.addEventListener('error', () => resolve('error'));
    });
    xhr.open('GET', url);
    xhr.send();
    expect(await done).toBe('error');
    expect(hits).toBe(0);
    expect(takeRefused()).toEqual([url]);
  });

  it('lets a test reach the server it started once it declares it, until the test ends', async () => {
    allowOrigin(url);
    const res = await fetch(url);
    expect(await res.json()).toEqual({ supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'k' });
    expect(hits).toBeGreaterThan(0);
    expect(isAllowed(url)).toBe(true);
  });

  it('forgets the declared origins at the end of each test', () => {
    expect(isAllowed(url)).toBe(false);
    expect(isAllowed('data:text/plain,hi')).toBe(true);
  });
});
