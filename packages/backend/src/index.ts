export { startBackend, type RunningBackend } from './backend';
export { DEFAULT_LIMITS, DEFAULT_PORT, MEMORY, dataDirForPort, defaultDataDir, type BackendOptions, type Limits } from './config';
export { localKeys, type LocalKeys } from './keys';
export { listMigrations, migrationsDir } from './db/migrate';
export type { Mail } from './outbox';
export { READ_MAIL_HINT } from './banner';
