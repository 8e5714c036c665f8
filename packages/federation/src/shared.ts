/**
 * The one list of libraries every app shares as singletons. A store or context is only one instance
 * when the package that creates it is shared, so the workspace packages are listed too.
 */
export const SHARED_SINGLETONS = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  'react-router': '^7.9.0',
  'react-router-dom': '^7.9.0',
  zustand: '^5.0.8',
  '@emotion/react': '^11.14.0',
  '@emotion/styled': '^11.14.1',
  '@mui/material': '^9.5.0',
  '@supabase/supabase-js': '2.109.0',
  '@portfolio/auth': '^1.0.0',
  '@portfolio/ui': '^1.0.0',
} as const;

/** Entry points of shared packages that compiled code imports directly (JSX runtime, React DOM client). */
const SHARED_SUBPATHS = {
  'react/jsx-runtime': '^19.2.0',
  'react/jsx-dev-runtime': '^19.2.0',
  'react-dom/client': '^19.2.0',
} as const;

export type SharedConfig = Record<string, { singleton: true; requiredVersion: string; strictVersion: boolean }>;

export function sharedConfig(): SharedConfig {
  const all: Record<string, string> = { ...SHARED_SINGLETONS, ...SHARED_SUBPATHS };
  return Object.fromEntries(
    Object.entries(all).map(([name, requiredVersion]) => [name, { singleton: true, requiredVersion, strictVersion: false }]),
  ) as SharedConfig;
}
