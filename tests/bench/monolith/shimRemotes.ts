import { APPS, REMOTE_NAMES } from '@portfolio/federation/ports';
import { SHIM_MESSAGES } from './constants';

/** Each remote's folder, by federation name: what the shim must load. */
export type RemoteFolders = Readonly<Record<string, { readonly dir: string }>>;

/** The remotes of APPS. */
export const APP_REMOTES: RemoteFolders = Object.fromEntries(REMOTE_NAMES.map((name) => [name, APPS[name]]));

/** The remotes the shim's source loads, and the folder of each: `mf_forms: import.meta.webpackContext('../../../mf-forms/src/exposes', …)`. */
export function shimRemotes(shim: string): Map<string, string> {
  return new Map([...shim.matchAll(/^\s+(\w+): import\.meta\.webpackContext\('\.\.\/\.\.\/\.\.\/([^'/]+)\/src\/exposes'/gm)].map((m) => [m[1]!, m[2]!]));
}

/** Where the shim's REMOTES and the remotes disagree: a remote it does not load, loads from another folder, or one it loads that is none. */
export function shimRemoteProblems(shim: string, remotes: RemoteFolders = APP_REMOTES): string[] {
  const loaded = shimRemotes(shim);
  const problems: string[] = [];
  for (const [name, { dir }] of Object.entries(remotes)) {
    const has = loaded.get(name);
    if (has === undefined) problems.push(SHIM_MESSAGES.missing(name, dir));
    else if (has !== dir) problems.push(SHIM_MESSAGES.wrongFolder(name, has, dir));
  }
  for (const name of loaded.keys()) if (!Object.hasOwn(remotes, name)) problems.push(SHIM_MESSAGES.unknown(name));
  return problems;
}
