export { APPS, BACKEND_PORT, REMOTE_NAMES, appByDir, portEnvName, sitePorts, type AppName, type RemoteName, type SitePorts } from './ports';
export {
  SHARED,
  SHARED_SINGLETONS,
  WORKSPACE_SHARED,
  packageOf,
  providedShared,
  requiredRanges,
  sharedConfig,
  type OnDemandShared,
  type PageShared,
  type ProvidedShared,
  type SharedName,
  type SharedConfig,
  type WorkspaceShared,
} from './shared';
export {
  appConfig,
  remotesManifest,
  defaultBackendUrl,
  backendUrl,
  previewOrigins,
  withPreviewOrigins,
  type AppConfig,
  type RemotesManifest,
} from './runtimeConfig';
export { runtimeConfigMiddleware } from './middleware';
export { createAppConfig, inlineScript, type AppOptions } from './createAppConfig';
export { precompressDir } from './precompress';
export { FEEDS, feedLinkTags } from './feeds';
export { escapeRegExp } from './escapeRegExp';
export { keepServerRendererOutOfLibReact } from './splitChunks';
export { CHUNK_GROUPS_FILE, chunkGroupsOf } from './chunkGroups';
export { PUBLISHABLE_KEY_VARS, SECRET_KEY_VARS, publishableKey, secretKey } from './supabaseKeys';
export { SITE_CONFIG_INPUTS, STAMP_FILE, configHash, currentConfigHash, outdatedBuilds, readStamp, writeStamp } from './siteConfigStamp';
export { SITE_CONFIG_FILE, assertSiteConfig, siteConfigErrors } from './validateSiteConfig';
export { SERVER_DIST, SERVER_ENTRY_FILE, SERVER_EXTERNAL, remoteAssetPrefix, remoteBaseToken, serverEnvironment } from './serverBundle';
