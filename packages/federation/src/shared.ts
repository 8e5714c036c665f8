import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * How the shell hands a shared name to the remotes: `page`, the very module every page already runs; `onDemand`,
 * loaded the first time a remote asks for it (what only some pages need).
 */
export type ShellProvides = 'page' | 'onDemand';

/**
 * The one list of what every app shares as a singleton: each name with the range an app needs by default and how
 * the shell provides it. A store or context is only one instance when the package that creates it is shared, so
 * the workspace packages are listed too, and so are the entry points compiled code imports directly (`entryPoint`:
 * the JSX runtime, React DOM's client). The remotes' federation config (`sharedConfig`) and the shell's modules
 * (`shell/src/remotes/sharedProviders.ts`, whose keys the type checker holds to this list) both come from it.
 */
export const SHARED = {
  react: { range: '^19.2.0', shell: 'page' },
  'react-dom': { range: '^19.2.0', shell: 'page' },
  zustand: { range: '^5.0.8', shell: 'page' },
  '@emotion/react': { range: '^11.14.0', shell: 'page' },
  '@emotion/styled': { range: '^11.14.1', shell: 'page' },
  '@supabase/supabase-js': { range: '2.109.0', shell: 'onDemand' },
  '@portfolio/auth': { range: '^2.0.0', shell: 'page' },
  '@portfolio/mui': { range: '^2.0.0', shell: 'page' },
  '@portfolio/mui/extra': { range: '^2.0.0', shell: 'onDemand' },
  '@portfolio/mui/choices': { range: '^2.0.0', shell: 'onDemand' },
  '@portfolio/mui/select': { range: '^2.0.0', shell: 'onDemand' },
  '@portfolio/mui/tabs': { range: '^2.0.0', shell: 'onDemand' },
  '@portfolio/mui/charts': { range: '^2.1.0', shell: 'onDemand' },
  '@portfolio/router': { range: '^1.0.0', shell: 'page' },
  '@portfolio/ui': { range: '^1.1.0', shell: 'page' },
  'react/jsx-runtime': { range: '^19.2.0', shell: 'page', entryPoint: true },
  'react/jsx-dev-runtime': { range: '^19.2.0', shell: 'onDemand', entryPoint: true },
  'react-dom/client': { range: '^19.2.0', shell: 'page', entryPoint: true },
} as const satisfies Record<string, { range: string; shell: ShellProvides; entryPoint?: true }>;

export type SharedName = keyof typeof SHARED;
/** The shared names the shell provides as modules the page already runs, and those it loads when a remote asks. */
export type PageShared = { [N in SharedName]: (typeof SHARED)[N]['shell'] extends 'page' ? N : never }[SharedName];
export type OnDemandShared = Exclude<SharedName, PageShared>;

/** The shared libraries (every name but the entry points compiled code imports), each with its default range. */
export const SHARED_SINGLETONS = Object.fromEntries(
  Object.entries(SHARED).flatMap(([name, entry]) => ('entryPoint' in entry ? [] : [[name, entry.range]])),
) as Record<string, string>;

/**
 * The workspace packages: their package.json version is bumped with their API (docs/deploying.md, "4. Versions
 * of the shared packages"), each app declares the range it needs as its dependency (`workspace:^1.1.0`), and a
 * page whose shell has a copy outside that range refuses to mount the app (strictVersion) instead of
 * running it against the wrong one.
 */
export const WORKSPACE_SHARED = ['@portfolio/auth', '@portfolio/mui', '@portfolio/router', '@portfolio/ui'] as const;
export type WorkspaceShared = (typeof WORKSPACE_SHARED)[number];

/** The ranges an app requires of the workspace packages, from its package.json dependencies. */
export function requiredRanges(dependencies: Record<string, string> = {}): Partial<Record<WorkspaceShared, string>> {
  const ranges: Partial<Record<WorkspaceShared, string>> = {};
  for (const name of WORKSPACE_SHARED) {
    const range = dependencies[name]?.replace(/^workspace:/, '');
    // `workspace:*`, `^` or `~` alone name no version: the app then needs what SHARED says.
    if (range && !/^[*^~]?$/.test(range)) ranges[name] = range;
  }
  return ranges;
}

export type SharedConfig = Record<string, { singleton: true; requiredVersion: string; strictVersion: boolean }>;

/** The workspace package a shared name belongs to: itself, or the package of an entry point (`@portfolio/mui/extra`). */
const workspacePackageOf = (name: string) => WORKSPACE_SHARED.find((pkg) => name === pkg || name.startsWith(`${pkg}/`));

/**
 * The shared config of one app: every library a singleton; the workspace packages, and their other entry
 * points (package.json has one version), strict about the app's own range.
 */
export function sharedConfig(ranges: Partial<Record<WorkspaceShared, string>> = {}): SharedConfig {
  return Object.fromEntries(
    Object.entries(SHARED).map(([name, { range: defaultRange }]): [string, SharedConfig[string]] => {
      const pkg = workspacePackageOf(name);
      const requiredVersion = (pkg && ranges[pkg]) ?? defaultRange;
      return [name, { singleton: true, requiredVersion, strictVersion: pkg !== undefined }];
    }),
  );
}

/** The package a shared name is installed as: `react/jsx-runtime` → `react`, `@portfolio/mui/extra` → `@portfolio/mui`. */
export const packageOf = (name: string) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

export type ProvidedShared = Record<string, { version: string; shareConfig: SharedConfig[string] }>;

/**
 * What the shell offers each remote: every shared name with the version installed beside the shell (its
 * node_modules) and the shell's own share config. The shell registers these with the federation runtime
 * when it first needs a remote (shell/src/remotes/federationRuntime.ts), the same data a build-time host
 * would have compiled in.
 */
export function providedShared(appRoot: string, dependencies: Record<string, string> = {}): ProvidedShared {
  return Object.fromEntries(
    Object.entries(sharedConfig(requiredRanges(dependencies))).map(([name, shareConfig]) => {
      const manifest = path.join(appRoot, 'node_modules', packageOf(name), 'package.json');
      const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
      return [name, { version, shareConfig }];
    }),
  );
}
