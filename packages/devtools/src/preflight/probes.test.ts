import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths';
import { backendError, lineAndColumn, portError, siteConfigProblems } from './probes';

const servers: Server[] = [];
const listening = async (handler: Parameters<typeof createServer>[1]) => {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
};
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((done) => s.close(done));
  }
});

describe('portError', () => {
  it('tells a busy port from a free one', async () => {
    const port = await listening(() => {});
    expect(await portError(port, '127.0.0.1')).toBe('EADDRINUSE');
    await new Promise((done) => servers.pop()!.close(done));
    expect(await portError(port, '127.0.0.1')).toBeNull();
  });
});

describe('backendError', () => {
  it('is null when anything answers HTTP there, whatever the status', async () => {
    const port = await listening((_req, res) => res.writeHead(401).end());
    expect(await backendError(`http://127.0.0.1:${port}/`, 'key')).toBeNull();
  });

  it('says the connection was refused, or that nothing answered in time', async () => {
    const closed = await listening(() => {});
    await new Promise((done) => servers.pop()!.close(done));
    expect(await backendError(`http://127.0.0.1:${closed}`, 'key')).toBe('connection refused');
    const silent = await listening(() => {});
    expect(await backendError(`http://127.0.0.1:${silent}`, 'key', 200)).toBe('no answer in 0.2 s');
    // A port browsers and fetch refuse to talk to: fetch's reason, not its "fetch failed".
    expect(await backendError('http://127.0.0.1:9', 'key')).toBe('bad port');
  });
});

describe('siteConfigProblems', () => {
  const root = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-config-'));
    copyFileSync(path.join(REPO_ROOT, 'site.config.schema.json'), path.join(dir, 'site.config.schema.json'));
    return dir;
  };

  it('says in one line where a trailing comma stops the file being JSON', () => {
    const dir = root();
    writeFileSync(path.join(dir, 'site.config.json'), '{\n  "name": "Ada",\n}\n');
    expect(siteConfigProblems(dir)).toEqual([
      'site.config.json is not valid JSON at line 3, column 1: Expected double-quoted property name (a trailing comma?).',
    ]);
    writeFileSync(path.join(dir, 'site.config.json'), '{ "name": ');
    expect(siteConfigProblems(dir)).toEqual(['site.config.json is not valid JSON at line 1, column 11: Unexpected end of JSON input.']);
    rmSync(dir, { recursive: true });
  });

  it('lists what the schema refuses, and nothing for the committed config', () => {
    const dir = root();
    writeFileSync(path.join(dir, 'site.config.json'), JSON.stringify({ name: 'Ada' }));
    const problems = siteConfigProblems(dir);
    expect(problems[0]).toBe('site.config.json is not valid (see site.config.schema.json):');
    expect(problems).toContain('  - missing "url"');
    rmSync(dir, { recursive: true });
    expect(siteConfigProblems()).toEqual([]);
  });
});

describe('lineAndColumn', () => {
  it('counts from 1', () => {
    expect(lineAndColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
