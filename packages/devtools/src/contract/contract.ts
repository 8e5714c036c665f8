import { REMOTE_AREAS, type RemoteArea } from '@portfolio/federation/areas';
import semver from 'semver';
import { CONTRACT_MESSAGES } from './constants';

/**
 * What a released shell promises its remotes, published as `shell-contract.json` beside `remotes.json`
 * (docs/decisions/020-contract-checked-before-release.md): the areas of its table (each a module it mounts, at a
 * route or a place of its own), the version of each shared singleton it provides, and the types of the props it passes.
 */
export interface ShellContract {
  version: 1;
  areas: { id: string; route: string | null }[];
  shared: Record<string, string>;
  /** A module exporting `RemoteModules` (packages/ui/src/contracts.ts as the shell was built with it). */
  types: string;
}

/** A remote's build as its `mf-manifest.json` describes it: what it exposes and the ranges it requires. */
export interface RemoteBuild {
  exposes: { name: string }[];
  shared: { name: string; requiredVersion?: string | false }[];
}

const routeOf = (area: RemoteArea) => ('route' in area.place ? `/${area.place.route}` : null);

/** The contract of a shell built from this tree: its area table, the versions it provides, its contract types. */
export function shellContract(provided: Record<string, { version: string }>, types: string, areas: readonly RemoteArea[] = REMOTE_AREAS): ShellContract {
  return {
    version: 1,
    areas: areas.map((a) => ({ id: a.id, route: routeOf(a) })),
    shared: Object.fromEntries(Object.entries(provided).map(([name, { version }]) => [name, version])),
    types,
  };
}

/** The contract ids of one remote's areas (`mf_quote/QuoteWizard`). */
export const areaIdsOf = (contract: ShellContract, remote: string) => contract.areas.filter((a) => a.id.startsWith(`${remote}/`)).map((a) => a.id);

/**
 * Problems of a remote's build against the live shell's contract, besides the types (exposeTypes.ts): a module the
 * shell's table names that the build no longer exposes, and a shared singleton the build requires in a range the
 * live shell's version is outside of (or that the shell does not provide).
 */
export function contractProblems(remote: string, contract: ShellContract, build: RemoteBuild): string[] {
  const exposed = new Set(build.exposes.map((e) => e.name.replace(/^\.\//, '')));
  const problems = areaIdsOf(contract, remote)
    .filter((id) => !exposed.has(id.slice(remote.length + 1)))
    .map((id) => CONTRACT_MESSAGES.notExposed(id));
  for (const { name, requiredVersion } of build.shared) {
    if (!requiredVersion) continue;
    const provided = contract.shared[name];
    if (provided === undefined) problems.push(CONTRACT_MESSAGES.notProvided(name, requiredVersion));
    else if (!semver.satisfies(provided, requiredVersion)) problems.push(CONTRACT_MESSAGES.outOfRange(name, requiredVersion, provided));
  }
  return problems;
}
