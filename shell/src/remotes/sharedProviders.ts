import * as emotionReact from '@emotion/react';
import * as emotionStyled from '@emotion/styled';
import * as auth from '@portfolio/auth';
import type { ProvidedShared } from '@portfolio/federation';
import * as mui from '@portfolio/mui';
import * as router from '@portfolio/router';
import * as ui from '@portfolio/ui';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as zustand from 'zustand';

/** A module as the federation runtime takes it: already running (`lib`), or loaded when a remote first asks (`get`). */
type Get = () => Promise<() => unknown>;
type Provider = { lib: () => unknown } | { get: Get };

const later =
  (load: () => Promise<unknown>): Get =>
  () =>
    load().then((m) => () => m);

/**
 * The shell's copy of every shared name (packages/federation SHARED_SINGLETONS and the entry points compiled
 * code imports). What every page already runs is handed over as it is, so a remote renders with the very React,
 * theme and stores the page has; what only some pages need is loaded on a remote's first request for it.
 */
export const SHARED_PROVIDERS: Record<string, Provider> = {
  react: { lib: () => react },
  'react/jsx-runtime': { lib: () => jsxRuntime },
  'react/jsx-dev-runtime': { get: later(() => import('react/jsx-dev-runtime')) },
  'react-dom': { lib: () => reactDom },
  'react-dom/client': { lib: () => reactDomClient },
  zustand: { lib: () => zustand },
  '@emotion/react': { lib: () => emotionReact },
  '@emotion/styled': { lib: () => emotionStyled },
  '@supabase/supabase-js': { get: later(() => import('@supabase/supabase-js')) },
  '@portfolio/auth': { lib: () => auth },
  '@portfolio/mui': { lib: () => mui },
  '@portfolio/mui/extra': { get: later(() => import(/* webpackChunkName: "shared-mui-extra" */ '@portfolio/mui/extra')) },
  '@portfolio/router': { lib: () => router },
  '@portfolio/ui': { lib: () => ui },
};

/**
 * The runtime's `shared` option: each provided name's version and share config (from the build) with its module.
 * Every entry is marked loaded, the lazy ones too: the shell's copy is the page's copy, so with `loaded-first` a
 * remote always takes it, and a remote registering its own fallback of the same version never replaces it.
 */
export function sharedOptions(provided: ProvidedShared) {
  return Object.fromEntries(
    Object.entries(provided).map(([name, { version, shareConfig }]) => {
      const provider = SHARED_PROVIDERS[name];
      if (!provider) throw new Error(`The shell has no module for the shared name ${name} (shell/src/remotes/sharedProviders.ts)`);
      return [name, { version, shareConfig, loaded: true, ...provider }];
    }),
  );
}
