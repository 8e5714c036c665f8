import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MEMORY = 'memory://';
export const DEFAULT_PORT = 54321;
export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const defaultDataDir = path.join(packageRoot, '.data', 'pglite');

export interface BackendOptions {
  /** Port to listen on; 0 picks a free one. Default: BACKEND_PORT, PORT, then 54321. */
  port?: number;
  /** Holds the database files and the JWT secret, or `memory://` for a throwaway database. */
  dataDir?: string;
  /** Use this PostgreSQL instead of PGlite. Default: DATABASE_URL. */
  databaseUrl?: string;
  /** Sign-up waits for the e-mailed confirmation link. Default: AUTH_CONFIRM_EMAIL=true. */
  confirmEmail?: boolean;
  /** Print nothing (no banner, no e-mail notices). */
  quiet?: boolean;
  /** Interface to bind. Default: BACKEND_HOST or 127.0.0.1. */
  host?: string;
  /** Where e-mailed links send the browser when the client gives no redirect_to. Default: SITE_URL. */
  siteUrl?: string;
  /** bcrypt cost for new password hashes (4-15, default 10 like GoTrue); tests lower it for speed. */
  passwordHashCost?: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  confirmEmail: boolean;
  quiet: boolean;
  siteUrl: string;
  jwtSecret: string | undefined;
  passwordHashCost: number;
}

function envPort(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env.BACKEND_PORT ?? env.PORT;
  if (raw === undefined || raw === '') return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid port in BACKEND_PORT/PORT: ${raw}`);
  }
  return port;
}

function hashCost(cost: number | undefined): number {
  if (cost === undefined) return 10;
  if (!Number.isInteger(cost) || cost < 4 || cost > 15) throw new Error(`passwordHashCost must be 4-15, got ${cost}`);
  return cost;
}

function resolveDataDir(dir: string): string {
  return dir === MEMORY ? MEMORY : path.resolve(dir);
}

/** Merges explicit options over environment variables over defaults. */
export function resolveConfig(opts: BackendOptions = {}, env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: opts.port ?? envPort(env) ?? DEFAULT_PORT,
    host: opts.host ?? (env.BACKEND_HOST || '127.0.0.1'),
    dataDir: resolveDataDir(opts.dataDir ?? (env.DATA_DIR || defaultDataDir)),
    databaseUrl: opts.databaseUrl ?? (env.DATABASE_URL || undefined),
    confirmEmail: opts.confirmEmail ?? env.AUTH_CONFIRM_EMAIL === 'true',
    quiet: opts.quiet ?? false,
    siteUrl: opts.siteUrl ?? (env.SITE_URL || 'http://localhost:3000'),
    jwtSecret: env.JWT_SECRET || undefined,
    passwordHashCost: hashCost(opts.passwordHashCost),
  };
}
