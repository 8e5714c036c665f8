import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Interrupted, checkChild } from './lifecycle';

/** Runs lifecycle.fixture.ts as `pnpm start` runs start.ts (node with tsx's loader), sends it a signal once it is ready, and answers how it ended and what it printed. */
function signalled(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'lifecycle.fixture.ts')], {
    cwd: path.join(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve) => {
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('ready') && !out.includes('sent')) {
        out += 'sent\n';
        child.kill(signal);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code, sig) => resolve({ code, signal: sig, out }));
  });
}

describe('stopOnSignal', () => {
  it('runs every stop function, then exits with 0 on Ctrl-C and on SIGTERM', async () => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      const ended = await signalled(signal);
      expect(ended, signal).toMatchObject({ code: 0, signal: null });
      expect(ended.out).toContain('Stopping…\nserver stopped\nbackend stopped\n');
    }
  });
});

describe('checkChild', () => {
  it('tells an interrupted child from a failed one', () => {
    expect(() => checkChild({ status: 0, signal: null }, 'The build of shell')).not.toThrow();
    expect(() => checkChild({ status: null, signal: 'SIGINT' }, 'The build of shell')).toThrow(Interrupted);
    expect(() => checkChild({ status: null, signal: 'SIGTERM' }, 'The build of shell')).toThrow(Interrupted);
    expect(() => checkChild({ status: 1, signal: null }, 'The build of shell')).toThrow('The build of shell failed.');
    expect(() => checkChild({ status: null, signal: 'SIGKILL' }, 'The build of shell')).toThrow('The build of shell failed.');
  });
});
