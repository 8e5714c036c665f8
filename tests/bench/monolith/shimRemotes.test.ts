import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHIM_FILE, SHIM_MESSAGES, shimLine } from './constants';
import { APP_REMOTES, shimRemoteProblems, shimRemotes } from './shimRemotes';

const shimOf = (...lines: string[]) => `const REMOTES: Record<string, LazyContext> = {\n${lines.map((l) => `  ${l}`).join('\n')}\n};\n`;
const REMOTES = { mf_blog: { dir: 'mf-blog' }, mf_shop_front: { dir: 'mf-shop-front' } };

describe('the monolith shim against APPS', () => {
  it('reads each remote the shim loads, with its folder', () => {
    expect(shimRemotes(shimOf(shimLine('mf_blog', 'mf-blog'), shimLine('mf_shop_front', 'mf-shop-front')))).toEqual(
      new Map([
        ['mf_blog', 'mf-blog'],
        ['mf_shop_front', 'mf-shop-front'],
      ]),
    );
  });

  it('names a remote the shim leaves out, with the line to add', () => {
    expect(shimRemoteProblems(shimOf(shimLine('mf_blog', 'mf-blog')), REMOTES)).toEqual([SHIM_MESSAGES.missing('mf_shop_front', 'mf-shop-front')]);
    expect(SHIM_MESSAGES.missing('mf_shop_front', 'mf-shop-front')).toContain(shimLine('mf_shop_front', 'mf-shop-front'));
  });

  it('names a remote loaded from another folder, and one that is not a remote', () => {
    const shim = shimOf(shimLine('mf_blog', 'mf-posts'), shimLine('mf_shop_front', 'mf-shop-front'), shimLine('mf_old', 'mf-old'));
    expect(shimRemoteProblems(shim, REMOTES)).toEqual([SHIM_MESSAGES.wrongFolder('mf_blog', 'mf-posts', 'mf-blog'), SHIM_MESSAGES.unknown('mf_old')]);
  });

  it('the shim loads every remote of APPS from its folder', () => {
    const shim = readFileSync(path.join(import.meta.dirname, '..', '..', '..', SHIM_FILE), 'utf8');
    expect(Object.keys(APP_REMOTES).length).toBeGreaterThan(0);
    expect(shimRemoteProblems(shim)).toEqual([]);
    // The line a missing remote is told to add is the one the others have.
    for (const [name, { dir }] of Object.entries(APP_REMOTES)) expect(shim).toContain(shimLine(name, dir));
  });
});
