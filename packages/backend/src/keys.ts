import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PORT, MEMORY, MIN_JWT_SECRET_LENGTH, dataDirForPort, envPort } from './config';
import { apiKey } from './jwt';

export interface LocalKeys {
  jwtSecret: string;
  /** Safe for browsers: row-level security decides what it may do. */
  anonKey: string;
  /** Bypasses row-level security: keep it on the server side, never in a web config. */
  serviceKey: string;
}

export function secretFile(dataDir: string): string {
  return path.join(dataDir, 'jwt-secret');
}

function newSecret(): string {
  return randomBytes(40).toString('base64url');
}

/** The JWT secret of a data directory, created on first use so sessions survive restarts. */
export function loadJwtSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) {
    if (fromEnv.length < MIN_JWT_SECRET_LENGTH) {
      throw new Error(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long (it has ${fromEnv.length}).`);
    }
    return fromEnv;
  }
  if (dataDir === MEMORY) return newSecret();
  const file = secretFile(dataDir);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = newSecret();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export async function keysFor(jwtSecret: string): Promise<LocalKeys> {
  return {
    jwtSecret,
    anonKey: await apiKey('anon', jwtSecret),
    serviceKey: await apiKey('service_role', jwtSecret),
  };
}

/** The keys a backend on this data directory uses, without starting it (honours JWT_SECRET; BACKEND_PORT picks a second copy's directory). */
export function localKeys(dataDir: string = process.env.DATA_DIR || dataDirForPort(envPort(process.env) ?? DEFAULT_PORT)): Promise<LocalKeys> {
  const dir = dataDir === MEMORY ? MEMORY : path.resolve(dataDir);
  return keysFor(loadJwtSecret(dir, process.env.JWT_SECRET || undefined));
}
