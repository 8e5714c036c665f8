export { startBackend, type RunningBackend } from './backend';
export { DEFAULT_PORT, MEMORY, defaultDataDir, type BackendOptions } from './config';
export { localKeys, type LocalKeys } from './keys';
export { listMigrations, migrationsDir } from './db/migrate';
export type { Mail } from './outbox';
