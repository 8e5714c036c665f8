import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * @portfolio/mui and @portfolio/router are the shared singletons of MUI and React Router, cut down to the
 * exports the site uses (shared.ts). A missing export fails the typecheck; an export nobody imports fails
 * here, because every page would download it for nothing.
 */
const repo = path.resolve(import.meta.dirname, '..', '..', '..');
const APP_DIRS = ['shell', 'mf-portfolio', 'mf-quote', 'mf-forms', 'mf-account', 'packages/ui', 'packages/auth'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Value names imported from `pkg` by the apps' and packages' production code (tests may not justify an export). */
function importedNames(pkg: string): Set<string> {
  const names = new Set<string>();
  const pattern = new RegExp(`import\\s+\\{([^}]*)\\}\\s+from\\s+'${pkg}'`, 'g');
  for (const file of APP_DIRS.flatMap((d) => sources(path.join(repo, d, 'src')))) {
    for (const m of readFileSync(file, 'utf8').matchAll(pattern)) {
      for (const raw of m[1]!.split(',')) {
        const name = raw.trim();
        if (name && !name.startsWith('type ')) names.add(name.replace(/\s+as\s+.*/, ''));
      }
    }
  }
  return names;
}

function exportedNames(pkgDir: string): string[] {
  const src = readFileSync(path.join(repo, 'packages', pkgDir, 'src', 'index.ts'), 'utf8');
  return [...src.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  );
}

describe('the shared subsets of MUI and React Router', () => {
  it.each([
    ['@portfolio/mui', 'mui'],
    ['@portfolio/router', 'router'],
  ])('%s exports only what the site imports', (pkg, dir) => {
    const exported = exportedNames(dir);
    expect(exported.length).toBeGreaterThan(10);
    const used = importedNames(pkg);
    expect(exported.filter((name) => !used.has(name))).toEqual([]);
  });
});
