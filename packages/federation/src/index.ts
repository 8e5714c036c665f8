export { APPS, BACKEND_PORT, REMOTE_NAMES, appByDir, type AppName, type RemoteName } from './ports';
export {
  SHARED_SINGLETONS,
  WORKSPACE_SHARED,
  packageOf,
  providedShared,
  requiredRanges,
  sharedConfig,
  type ProvidedShared,
  type SharedConfig,
  type WorkspaceShared,
} from './shared';
export { appConfig, remotesManifest, defaultBackendUrl, type AppConfig, type RemotesManifest } from './runtimeConfig';
export { runtimeConfigMiddleware } from './middleware';
export { createAppConfig, inlineScript, type AppOptions } from './createAppConfig';
export { precompressDir } from './precompress';
export { keepServerRendererOutOfLibReact } from './splitChunks';
export { CHUNK_GROUPS_FILE, chunkGroupsOf } from './chunkGroups';
export { SITE_CONFIG_FILE, assertSiteConfig, siteConfigErrors } from './validateSiteConfig';
