import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The module that reads site.config.json as it loads (a JSON import): a syntax error there is a stack trace. */
const SITE_CONFIG_MODULE = '@portfolio/ui/site';

/** Every module an entry point loads before its first line runs: its static imports, followed through this package. */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  // `import type` is erased before the code runs: it loads nothing.
  for (const [, specifier] of source.matchAll(/^(?:import|export)\s(?!type\s)[^;]*?\sfrom\s+'([^']+)'/gm)) {
    if (!specifier!.startsWith('.')) {
      seen.add(specifier!);
      continue;
    }
    const target = path.resolve(path.dirname(file), specifier!);
    const resolved = [`${target}.ts`, path.join(target, 'index.ts')].find((f) => existsSync(f));
    if (resolved) staticImports(resolved, seen);
  }
  return seen;
}

describe('commands that check their input first', () => {
  it('load nothing that reads site.config.json before they have checked it parses', () => {
    for (const entry of ['start.ts', 'dev.ts', 'deploy/cli.ts', 'scaffold/cli.ts']) {
      const loaded = staticImports(path.join(import.meta.dirname, entry));
      expect(loaded.size, entry).toBeGreaterThan(3);
      expect(
        [...loaded].filter((m) => m === SITE_CONFIG_MODULE || m.endsWith('site.config.json')),
        entry,
      ).toEqual([]);
    }
  });

  it('would see the config module where a module imports it', () => {
    expect(staticImports(path.join(import.meta.dirname, 'startSite.ts'))).toContain(SITE_CONFIG_MODULE);
  });
});
