import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { SITE, placeholderFields } from '@portfolio/ui/site';
import { placeholderRefused } from './constants';

it('`pnpm release` refuses the committed config, naming each placeholder, before it builds or writes anything', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'release-cli-'));
  const out = path.join(scratch, 'release');
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/deploy/cli.ts', '--out', out], {
      cwd: path.join(import.meta.dirname, '..', '..'),
      env: { PATH: process.env.PATH, SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'public-anon' },
      encoding: 'utf8',
    });
    const placeholders = placeholderFields(SITE);
    // The committed config is the development one: its owner name, url, reply time and links are placeholders.
    expect(placeholders.map((p) => p.field)).toEqual(expect.arrayContaining(['ownerName', 'url', 'replyTime']));
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual(placeholders.map(placeholderRefused));
    expect(existsSync(out)).toBe(false);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}, 60_000);
