import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '@portfolio/devtools';
import { SHIM_MESSAGES } from './constants';
import { APP_REMOTES, shimRemoteProblems, shimRemotes } from './shimRemotes';

export const MONOLITH_DIST = path.join(import.meta.dirname, 'dist');
const SHIM = path.join(import.meta.dirname, 'federationShim.ts');

function sourcesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourcesOf(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The shell's one module that creates the federation runtime; the monolith replaces it with the shim (rsbuild.config.ts). */
const FEDERATION_RUNTIME = path.join('shell', 'src', 'remotes', 'federationRuntime.ts');

/**
 * Problems that would make the monolith differ from the composed site: shell code other than its federation
 * runtime module that runs the federation runtime (the shim would not replace it), a shim without that module's
 * export, a remote of APPS the shim does not load, or an exposed module of the contract the shim cannot load.
 */
export function shimProblems(): string[] {
  const shim = readFileSync(SHIM, 'utf8');
  const problems: string[] = [];
  if (!/export function createFederation\(/.test(shim)) problems.push('the shim does not export createFederation');
  for (const file of sourcesOf(path.join(REPO_ROOT, 'shell', 'src'))) {
    const relative = path.relative(REPO_ROOT, file);
    if (relative === FEDERATION_RUNTIME || /\.test\.tsx?$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^import\s+(?!type\s)[^;]*?from\s*'(@module-federation\/[^']+)'/gm)) {
      problems.push(`${relative} imports ${m[1]}; only ${FEDERATION_RUNTIME} may, which the monolith replaces`);
    }
  }
  problems.push(...shimRemoteProblems(shim));
  const contract = readFileSync(path.join(REPO_ROOT, 'packages', 'ui', 'src', 'contracts.ts'), 'utf8');
  const remotes = shimRemotes(shim);
  for (const m of contract.matchAll(/'(mf_\w+)\/(\w+)':/g)) {
    const [remote, expose] = [m[1]!, m[2]!];
    const folder = remotes.get(remote);
    if (!folder) {
      // A remote of APPS that the shim leaves out is named once, above.
      if (!Object.hasOwn(APP_REMOTES, remote)) problems.push(SHIM_MESSAGES.notInApps(remote));
      continue;
    }
    const dir = path.join(REPO_ROOT, folder, 'src', 'exposes');
    if (!['.tsx', '.ts'].some((ext) => existsSync(path.join(dir, `${expose}${ext}`))))
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
