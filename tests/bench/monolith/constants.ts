/** The monolith's federation stand-in, from the repository root. */
export const SHIM_FILE = 'tests/bench/monolith/federationShim.ts';

/**
 * A remote's entry in the shim's REMOTES. rspack resolves `import.meta.webpackContext` at build time, so the entry is
 * written out with a literal folder rather than computed from APPS; shimRemotes.ts checks the entries against APPS.
 */
export const shimLine = (name: string, dir: string) =>
  `${name}: import.meta.webpackContext('../../../${dir}/src/exposes', { recursive: false, regExp: /\\.tsx?$/, mode: 'lazy' }),`;

export const SHIM_MESSAGES = {
  missing: (name: string, dir: string) =>
    `the monolith shim does not load ${name}'s exposed modules: add to REMOTES in ${SHIM_FILE}:\n    ${shimLine(name, dir)}`,
  wrongFolder: (name: string, has: string, dir: string) => `the monolith shim loads ${name} from ${has}/src/exposes, but APPS puts ${name} in ${dir}`,
  unknown: (name: string) => `the monolith shim loads ${name}, which is not a remote in APPS (packages/federation/src/ports.ts)`,
  notInApps: (name: string) => `packages/ui/src/contracts.ts names ${name}, which is not a remote in APPS (packages/federation/src/ports.ts)`,
};
