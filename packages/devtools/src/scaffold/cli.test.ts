import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newRemoteRefusal } from './constants';
import { invalidNewRemote } from './remoteFiles';

/** `pnpm new-remote <args>` as its script runs it (node with tsx's loader, in packages/devtools). */
const newRemote = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'cli.ts'), ...args], {
    cwd: path.join(import.meta.dirname, '..', '..'),
    encoding: 'utf8',
  });

describe('pnpm new-remote', () => {
  // Three node processes that each load tsx: about 10 s on an idle machine, over 30 s on a busy 2-core one.
  it('answers bad arguments with one line and exit code 1, before writing anything', () => {
    for (const args of [[], ['mf_blog', 'BlogPage'], ['mf-blog', 'blogPage']]) {
      const run = newRemote(...args);
      expect(run.status, args.join(' ')).toBe(1);
      expect(run.stdout).toBe('');
      const [dir = '', expose = ''] = args;
      expect(run.stderr).toBe(`${newRemoteRefusal(invalidNewRemote({ dir, expose }, ['mf-portfolio'])!)}\n`);
    }
  }, 90_000);
});
