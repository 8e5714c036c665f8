import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { browserCommand, openBrowser } from './openBrowser';

const url = 'http://localhost:3000/services?mf-preview=mf_forms%40http%3A%2F%2Flocalhost%3A3100%2Fmf-manifest.json&x=1';
const at = (platform: NodeJS.Platform, env: NodeJS.ProcessEnv = {}, interactive = true) => browserCommand(url, { platform, env, interactive });

describe('browserCommand', () => {
  it("uses the platform's opener in a terminal", () => {
    expect(at('linux')).toEqual({ cmd: 'xdg-open', args: [url] });
    expect(at('darwin')).toEqual({ cmd: 'open', args: [url] });
    // cmd's start reads & as a command separator, so it is escaped.
    expect(at('win32')).toEqual({ cmd: 'cmd', args: ['/c', 'start', '""', url.replace('&x=1', '^&x=1')] });
  });

  it('opens nothing in CI, outside a terminal, or with BROWSER=none', () => {
    expect(at('linux', { CI: 'true' })).toBeNull();
    expect(at('linux', {}, false)).toBeNull();
    expect(at('darwin', { BROWSER: 'none' })).toBeNull();
    expect(at('linux', { BROWSER: 'NONE' })).toBeNull();
    expect(at('linux', { CI: 'false' })).toEqual({ cmd: 'xdg-open', args: [url] });
  });

  it('runs the browser BROWSER names, even from a script', () => {
    expect(at('linux', { BROWSER: 'firefox' }, false)).toEqual({ cmd: 'firefox', args: [url] });
  });
});

describe('openBrowser', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('hands the link to the command, and says why when there is no such command', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'open-browser-'));
    const got = path.join(dir, 'got');
    const script = path.join(dir, 'browser.sh');
    writeFileSync(script, `#!/bin/sh\nprintf '%s' "$1" > '${got}'\n`);
    chmodSync(script, 0o755);
    expect(await openBrowser({ cmd: script, args: [url] })).toBeNull();
    await expect.poll(() => existsSync(got) && readFileSync(got, 'utf8')).toBe(url);

    expect(await openBrowser({ cmd: path.join(dir, 'no-such-browser'), args: [url] })).toMatch(/no-such-browser: .*ENOENT/);
  });
});
