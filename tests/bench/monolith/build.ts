import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '@portfolio/devtools';

export const MONOLITH_DIST = path.join(import.meta.dirname, 'dist');
const SHIM = path.join(import.meta.dirname, 'federationShim.ts');

function sourcesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourcesOf(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/**
 * Problems that would make the monolith differ from the composed site: a runtime name the shell imports that the
 * shim lacks (the shell changed how it registers remotes), or an exposed module of the contract it cannot load.
 */
export function shimProblems(): string[] {
  const shim = readFileSync(SHIM, 'utf8');
  const exported = new Set([...shim.matchAll(/export (?:const|async function|function|type) (\w+)/g)].map((m) => m[1]!));
  const problems: string[] = [];
  for (const file of sourcesOf(path.join(REPO_ROOT, 'shell', 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'(@module-federation\/[^']+)'/g)) {
      for (const name of m[1]!
        .split(',')
        .map(
          (s) =>
            s
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0]!,
        )
        .filter(Boolean)) {
        if (!exported.has(name)) problems.push(`${path.relative(REPO_ROOT, file)} imports ${name} from ${m[2]}, which the monolith shim lacks`);
      }
    }
    for (const m of text.matchAll(/from\s*'(@module-federation\/[^']+)'/g)) {
      if (!['@module-federation/enhanced/runtime', '@module-federation/retry-plugin'].includes(m[1]!)) {
        problems.push(`${path.relative(REPO_ROOT, file)} imports ${m[1]}, which the monolith does not alias`);
      }
    }
  }
  const contract = readFileSync(path.join(REPO_ROOT, 'packages', 'ui', 'src', 'contracts.ts'), 'utf8');
  const remotes = new Set([...shim.matchAll(/^\s+(mf_\w+): import\.meta\.webpackContext/gm)].map((m) => m[1]!));
  for (const m of contract.matchAll(/'(mf_\w+)\/(\w+)':/g)) {
    const [remote, expose] = [m[1]!, m[2]!];
    const dir = path.join(REPO_ROOT, remote.replace('_', '-'), 'src', 'exposes');
    if (!remotes.has(remote)) problems.push(`the monolith shim does not load ${remote}'s exposed modules`);
    else if (!['.tsx', '.ts'].some((ext) => existsSync(path.join(dir, `${expose}${ext}`))))
      problems.push(`${remote}/${expose} has no file in ${path.relative(REPO_ROOT, dir)}`);
  }
  return problems;
}

/** Builds the monolith (always: it takes seconds and must match the current sources). */
export function buildMonolith() {
  const problems = shimProblems();
  if (problems.length) throw new Error(`The monolith shim is out of date:\n- ${problems.join('\n- ')}`);
  const rsbuild = path.join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'rsbuild');
  const result = spawnSync(rsbuild, ['build'], { cwd: import.meta.dirname, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('The monolith build failed (run it alone: cd tests/bench/monolith && ../../node_modules/.bin/rsbuild build).');
}
