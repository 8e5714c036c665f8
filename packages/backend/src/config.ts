import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TrustedProxies } from './http/trustedProxies';

export const MEMORY = 'memory://';
export const DEFAULT_PORT = 54321;
export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const defaultDataDir = path.join(packageRoot, '.data', 'pglite');

/**
 * The data directory of the backend on a port: the default port keeps `.data/pglite`, another copy of the site
 * (`BACKEND_PORT=54400`) gets its own `.data/pglite-54400`, since two servers never share one directory.
 */
export const dataDirForPort = (port: number) => (port === DEFAULT_PORT || port === 0 ? defaultDataDir : `${defaultDataDir}-${port}`);

export interface BackendOptions {
  /** Port to listen on; 0 picks a free one. Default: BACKEND_PORT, then 54321. */
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
  /** Redirect targets allowed besides SITE_URL's host (GoTrue's URI allow list, globs). Default: ADDITIONAL_REDIRECT_URLS. */
  additionalRedirectUrls?: string[];
  /** bcrypt cost for new password hashes (4-15, default 10 like GoTrue); tests lower it for speed. */
  passwordHashCost?: number;
  /** How long a just-rotated refresh token still works (GoTrue's reuse interval). Default: REFRESH_TOKEN_REUSE_INTERVAL or 10. */
  refreshTokenReuseSeconds?: number;
  /** Reverse proxies whose X-Forwarded-For names the client (addresses or CIDR ranges). Default: TRUSTED_PROXIES, else none. */
  trustedProxies?: string[];
  /** Throttles; each defaults to its environment variable, then to Supabase's default. Test harnesses raise them. */
  limits?: Partial<Limits>;
  /** Tests only: SQL run after the migrations, before the REST catalog is read (tables the schema lacks, e.g. to embed). */
  fixtureSql?: string;
}

/** Request budgets per client address (auth) or per address and e-mail (form submissions). */
export interface Limits {
  /** POST /signup and password sign-ins per client address per 5 minutes (AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS). */
  signInSignUps: number;
  /** Refresh-token grants per client address per 5 minutes (AUTH_RATE_LIMIT_TOKEN_REFRESH). */
  tokenRefresh: number;
  /** E-mail sending requests (recovery, confirmation) per client address per hour (AUTH_RATE_LIMIT_EMAIL_SENT). */
  emailSent: number;
  /** Opened e-mail links per client address per 5 minutes (AUTH_RATE_LIMIT_VERIFY). */
  verify: number;
  /** Wrong passwords for one account from one client address within 15 minutes before those sign-ins are refused (AUTH_FAILED_SIGN_INS_PER_ACCOUNT). */
  failedSignInsPerAccount: number;
  /** Seconds an account must wait between two recovery e-mails, GoTrue's max_frequency (AUTH_EMAIL_MAX_FREQUENCY); 0 turns it off. */
  emailMaxFrequencySeconds: number;
  /** Form rows per client address per hour, enforced by the database (SUBMISSIONS_PER_ADDRESS_PER_HOUR). */
  submissionsPerAddressPerHour: number;
  /** Form rows per e-mail address per table per 10 minutes, enforced by the database (SUBMISSIONS_PER_EMAIL_PER_10_MINUTES). */
  submissionsPerEmailPer10Minutes: number;
}

export const DEFAULT_LIMITS: Limits = {
  signInSignUps: 30,
  tokenRefresh: 150,
  emailSent: 30,
  verify: 30,
  failedSignInsPerAccount: 5,
  emailMaxFrequencySeconds: 60,
  submissionsPerAddressPerHour: 30,
  submissionsPerEmailPer10Minutes: 5,
};

const LIMIT_ENV: Record<keyof Limits, string> = {
  signInSignUps: 'AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS',
  tokenRefresh: 'AUTH_RATE_LIMIT_TOKEN_REFRESH',
  emailSent: 'AUTH_RATE_LIMIT_EMAIL_SENT',
  verify: 'AUTH_RATE_LIMIT_VERIFY',
  failedSignInsPerAccount: 'AUTH_FAILED_SIGN_INS_PER_ACCOUNT',
  emailMaxFrequencySeconds: 'AUTH_EMAIL_MAX_FREQUENCY',
  submissionsPerAddressPerHour: 'SUBMISSIONS_PER_ADDRESS_PER_HOUR',
  submissionsPerEmailPer10Minutes: 'SUBMISSIONS_PER_EMAIL_PER_10_MINUTES',
};

/** GoTrue refuses shorter secrets: an HS256 key must not be guessable. */
export const MIN_JWT_SECRET_LENGTH = 32;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  confirmEmail: boolean;
  quiet: boolean;
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtSecret: string | undefined;
  passwordHashCost: number;
  limits: Limits;
  refreshTokenReuseSeconds: number;
  trustedProxies: string[];
}

/** BACKEND_PORT only: PORT is the site's (the shell's) port, so a second copy's `PORT=4400` never moves its backend onto it. */
export function envPort(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env.BACKEND_PORT;
  if (raw === undefined || raw === '') return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid port in BACKEND_PORT: ${raw}`);
  }
  return port;
}

function hashCost(cost: number | undefined): number {
  if (cost === undefined) return 10;
  if (!Number.isInteger(cost) || cost < 4 || cost > 15) throw new Error(`passwordHashCost must be 4-15, got ${cost}`);
  return cost;
}

function wholeNumber(value: number, name: string, min: number): number {
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}, got ${value}`);
  return value;
}

// Every limit is a count of at least 1, except an interval that 0 switches off.
const MAY_BE_ZERO: ReadonlySet<keyof Limits> = new Set(['emailMaxFrequencySeconds']);

function resolveLimits(opts: Partial<Limits>, env: NodeJS.ProcessEnv): Limits {
  const limits = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(LIMIT_ENV) as (keyof Limits)[]) {
    const raw = env[LIMIT_ENV[key]];
    const value = opts[key] ?? (raw === undefined || raw === '' ? undefined : Number(raw));
    if (value !== undefined) limits[key] = wholeNumber(value, LIMIT_ENV[key], MAY_BE_ZERO.has(key) ? 0 : 1);
  }
  return limits;
}

function envNumber(raw: string | undefined): number | undefined {
  return raw === undefined || raw === '' ? undefined : Number(raw);
}

function reuseSeconds(value: number): number {
  if (!Number.isFinite(value) || value < 0) throw new Error(`REFRESH_TOKEN_REUSE_INTERVAL must be 0 or more seconds, got ${value}`);
  return value;
}

function resolveJwtSecret(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long (it has ${raw.length}).`);
  }
  return raw;
}

function splitList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Checked at start, so a typo stops the server instead of silently trusting no proxy. */
function resolveTrustedProxies(entries: string[]): string[] {
  new TrustedProxies(entries);
  return entries;
}

function resolveDataDir(dir: string): string {
  return dir === MEMORY ? MEMORY : path.resolve(dir);
}

/** Merges explicit options over environment variables over defaults. */
export function resolveConfig(opts: BackendOptions = {}, env: NodeJS.ProcessEnv = process.env): Config {
  const port = opts.port ?? envPort(env) ?? DEFAULT_PORT;
  return {
    port,
    host: opts.host ?? (env.BACKEND_HOST || '127.0.0.1'),
    dataDir: resolveDataDir(opts.dataDir ?? (env.DATA_DIR || dataDirForPort(port))),
    databaseUrl: opts.databaseUrl ?? (env.DATABASE_URL || undefined),
    confirmEmail: opts.confirmEmail ?? env.AUTH_CONFIRM_EMAIL === 'true',
    quiet: opts.quiet ?? false,
    siteUrl: opts.siteUrl ?? (env.SITE_URL || 'http://localhost:3000'),
    additionalRedirectUrls: opts.additionalRedirectUrls ?? splitList(env.ADDITIONAL_REDIRECT_URLS),
    jwtSecret: resolveJwtSecret(env.JWT_SECRET),
    passwordHashCost: hashCost(opts.passwordHashCost),
    limits: resolveLimits(opts.limits ?? {}, env),
    trustedProxies: resolveTrustedProxies(opts.trustedProxies ?? splitList(env.TRUSTED_PROXIES)),
    refreshTokenReuseSeconds: reuseSeconds(opts.refreshTokenReuseSeconds ?? envNumber(env.REFRESH_TOKEN_REUSE_INTERVAL) ?? 10),
  };
}
