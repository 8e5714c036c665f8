import * as emotionReact from '@emotion/react';
import * as emotionStyled from '@emotion/styled';
import * as auth from '@portfolio/auth';
import type { OnDemandShared, PageShared, ProvidedShared } from '@portfolio/federation';
import * as mui from '@portfolio/mui';
import * as router from '@portfolio/router';
import * as ui from '@portfolio/ui';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as zustand from 'zustand';
import { loadChoicesMui, loadExtraMui } from './onDemandShared';

/** A module as the federation runtime takes it: already running (`lib`), or loaded when a remote first asks (`get`). */
type Get = () => Promise<() => unknown>;
type Provider = { lib: () => unknown } | { get: Get };

/**
 * The shell's module for each shared name of packages/federation's SHARED list, by how the list says the shell
 * provides it. The keys are held to the list by the type checker: a name missing here, or here but not there, or
 * under the wrong kind, is a type error. What every page already runs is handed over as it is, so a remote renders
 * with the very React, theme and stores the page has.
 */
const PAGE_MODULES = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  zustand,
  '@emotion/react': emotionReact,
  '@emotion/styled': emotionStyled,
  '@portfolio/auth': auth,
  '@portfolio/mui': mui,
  '@portfolio/router': router,
  '@portfolio/ui': ui,
} satisfies Record<PageShared, unknown>;

/** What only some pages need, loaded on a remote's first request for it. */
const ON_DEMAND_MODULES = {
  'react/jsx-dev-runtime': () => import('react/jsx-dev-runtime'),
  '@supabase/supabase-js': () => import('@supabase/supabase-js'),
  '@portfolio/mui/extra': loadExtraMui,
  '@portfolio/mui/choices': loadChoicesMui,
  '@portfolio/mui/select': () => import(/* webpackChunkName: "shared-mui-select" */ '@portfolio/mui/select'),
  '@portfolio/mui/tabs': () => import(/* webpackChunkName: "shared-mui-tabs" */ '@portfolio/mui/tabs'),
  '@portfolio/mui/charts': () => import(/* webpackChunkName: "shared-mui-charts" */ '@portfolio/mui/charts'),
} satisfies Record<OnDemandShared, () => Promise<unknown>>;

export const SHARED_PROVIDERS: Record<string, Provider> = {
  ...Object.fromEntries(Object.entries(PAGE_MODULES).map(([name, module]) => [name, { lib: () => module }])),
  ...Object.fromEntries(Object.entries(ON_DEMAND_MODULES).map(([name, load]) => [name, { get: () => load().then((m) => () => m) }])),
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
