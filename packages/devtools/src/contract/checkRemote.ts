import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, providedShared, type RemoteName } from '@portfolio/federation';
import { appDir, distDir, REPO_ROOT } from '../paths';
import { readLiveFile } from '../deploy/liveSite';
import { CONTRACT_FILE, CONTRACT_TYPES_SOURCE } from './constants';
import { areaIdsOf, contractProblems, shellContract, type RemoteBuild, type ShellContract } from './contract';
import { contractTypesOf, exposeTypeProblems } from './exposeTypes';

/** The contract a shell built from this working tree publishes (`pnpm release` writes it as shell-contract.json). */
export function localShellContract(): ShellContract {
  const shell = appDir('shell');
  const { dependencies } = JSON.parse(readFileSync(path.join(shell, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return shellContract(providedShared(shell, dependencies), contractTypesOf(path.join(REPO_ROOT, CONTRACT_TYPES_SOURCE)));
}

/** The live shell's contract, from a URL or a folder holding the live site; the working tree's when none is given. */
export async function liveShellContract(from: string | undefined): Promise<ShellContract> {
  if (!from) return localShellContract();
  const text = await readLiveFile(from, CONTRACT_FILE);
  if (!text) throw new Error(`${from} publishes no ${CONTRACT_FILE}: release the shell once with this version of pnpm release.`);
  return JSON.parse(text) as ShellContract;
}

/** Every problem of a remote's build (dist/) and exposes against a shell contract: areas, shared ranges, types. */
export function remoteContractProblems(remote: RemoteName, contract: ShellContract, dist = distDir(remote)): string[] {
  const build = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as RemoteBuild;
  const problems = contractProblems(remote, contract, build);
  const exposed = new Set(build.exposes.map((e) => e.name.replace(/^\.\//, '')));
  const ids = areaIdsOf(contract, remote).filter((id) => exposed.has(id.slice(remote.length + 1)));
  return [...problems, ...exposeTypeProblems({ remoteDir: path.join(REPO_ROOT, APPS[remote].dir), ids, contractTypes: contract.types })];
}
