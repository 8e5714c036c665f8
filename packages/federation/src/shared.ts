import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The one list of libraries every app shares as singletons. A store or context is only one instance
 * when the package that creates it is shared, so the workspace packages are listed too.
 */
export const SHARED_SINGLETONS = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  zustand: '^5.0.8',
  '@emotion/react': '^11.14.0',
  '@emotion/styled': '^11.14.1',
  '@supabase/supabase-js': '2.109.0',
  '@portfolio/auth': '^2.0.0',
  '@portfolio/mui': '^1.0.0',
  '@portfolio/mui/extra': '^1.0.0',
  '@portfolio/router': '^1.0.0',
  '@portfolio/ui': '^1.1.0',
} as const;

/**
 * The workspace packages: their package.json version is bumped with their API (README, "Versions of the
 * shared packages"), each app declares the range it needs as its dependency (`workspace:^1.1.0`), and a
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
    // `workspace:*`, `^` or `~` alone name no version: the app then needs what SHARED_SINGLETONS says.
    if (range && !/^[*^~]?$/.test(range)) ranges[name] = range;
  }
  return ranges;
}

/** Entry points of shared packages that compiled code imports directly (JSX runtime, React DOM client). */
const SHARED_SUBPATHS = {
  'react/jsx-runtime': '^19.2.0',
  'react/jsx-dev-runtime': '^19.2.0',
  'react-dom/client': '^19.2.0',
} as const;

export type SharedConfig = Record<string, { singleton: true; requiredVersion: string; strictVersion: boolean }>;

/** The workspace package a shared name belongs to: itself, or the package of an entry point (`@portfolio/mui/extra`). */
const workspacePackageOf = (name: string) => WORKSPACE_SHARED.find((pkg) => name === pkg || name.startsWith(`${pkg}/`));

/**
 * The shared config of one app: every library a singleton; the workspace packages, and their other entry
 * points (package.json has one version), strict about the app's own range.
 */
export function sharedConfig(ranges: Partial<Record<WorkspaceShared, string>> = {}): SharedConfig {
  const all: Record<string, string> = { ...SHARED_SINGLETONS, ...SHARED_SUBPATHS };
  return Object.fromEntries(
    Object.entries(all).map(([name, defaultRange]): [string, SharedConfig[string]] => {
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
