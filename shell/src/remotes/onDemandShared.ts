/**
 * The loaders of the shared MUI modules the shell provides on demand that it also fetches ahead of a remote's request
 * (registerFromManifest.ts): one import site each, for sharedProviders.ts and the preloads alike. Their chunk names
 * are chunk groups a composed page preloads when its areas need them (packages/devtools, prerender/preloads.ts).
 */
export const loadExtraMui = () => import(/* webpackChunkName: "shared-mui-extra" */ '@portfolio/mui/extra');
export const loadChoicesMui = () => import(/* webpackChunkName: "shared-mui-choices" */ '@portfolio/mui/choices');
