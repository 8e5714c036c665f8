export { APPS, BACKEND_PORT, REMOTE_NAMES, appByDir, type AppName, type RemoteName } from './ports';
export { SHARED_SINGLETONS, WORKSPACE_SHARED, requiredRanges, sharedConfig, type WorkspaceShared } from './shared';
export { appConfig, remotesManifest, defaultBackendUrl, type AppConfig, type RemotesManifest } from './runtimeConfig';
export { runtimeConfigMiddleware } from './middleware';
export { createAppConfig, type AppOptions } from './createAppConfig';
export { precompressDir } from './precompress';
