import type { Config } from './config';
import type { Database } from './db/types';
import type { LocalKeys } from './keys';
import type { AuthThrottles } from './auth/rateLimit';
import type { Outbox } from './outbox';
import type { Catalog } from './rest/catalog';

/** Everything a request handler needs, built once per running backend. */
export interface BackendContext {
  db: Database;
  config: Config;
  keys: LocalKeys;
  outbox: Outbox;
  catalog: Catalog;
  throttles: AuthThrottles;
  /** The URL clients reach the server at; known once the port is bound. */
  publicUrl: string;
}
