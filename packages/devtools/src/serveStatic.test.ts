import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALFORMED_URL_BODY } from './constants';
import { serveStatic, type StaticServer } from './serveStatic';
import { createSiteHandler } from './siteHandler';

const template = '<!doctype html><html lang="en"><head><title>App</title></head><body><div id="root"></div></body></html>';
let root: string;
const servers: StaticServer[] = [];

/** A shell build (frames: pages are composed) and a remote build (plain files), each served on a port the system picks. */
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'serve-static-'));
  const shell = path.join(root, 'shell');
  mkdirSync(path.join(shell, 'prerender'), { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), template);
  writeFileSync(path.join(shell, 'prerender', 'frames.json'), '{}');
  const remote = path.join(root, 'remote');
  mkdirSync(remote);
  writeFileSync(path.join(remote, 'index.html'), template);
  servers.push(await serveStatic(shell, 0, {}), await serveStatic(remote, 0, {}));
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  rmSync(root, { recursive: true, force: true });
});

describe('serveStatic', () => {
  it('answers a malformed percent-encoding with a 400, never a 500', async () => {
    for (const server of servers) {
      for (const bad of ['/%E0%A4%A', '/100%', '/portfolio/%zz']) {
        const res = await fetch(`${server.url}${bad}`);
        expect(res.status, `${server.url}${bad}`).toBe(400);
        expect(await res.text()).toBe(MALFORMED_URL_BODY);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      }
    }
  });

  it('still serves a well-formed encoded address', async () => {
    const [shell] = servers;
    expect((await fetch(`${shell!.url}/robots.txt`)).status).toBe(200);
    expect((await fetch(`${shell!.url}/caf%C3%A9.txt`)).status).toBe(404);
  });
});

describe('the site handler alone', () => {
  it('answers a malformed percent-encoding with a 400 too', async () => {
    const handler = createSiteHandler(path.join(root, 'shell'), {});
    const req = Object.assign(new IncomingMessage(new Socket()), { method: 'GET', url: '/%E0%A4%A' });
    const res = new ServerResponse(req);
    let body = '';
    res.end = ((chunk?: unknown) => {
      body = String(chunk);
      return res;
    }) as typeof res.end;
    await handler(req, res, () => {});
    expect(res.statusCode).toBe(400);
    expect(body).toBe(MALFORMED_URL_BODY);
  });
});
