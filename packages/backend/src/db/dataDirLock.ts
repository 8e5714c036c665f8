import { chmodSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates the data directory if needed, owner-only (0700: it holds the JWT secret and every row), and checks it. */
export function prepareDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (!statSync(dataDir).isDirectory()) throw new Error('not a directory');
    chmodSync(dataDir, 0o700);
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    throw new Error(`Data directory ${dataDir} is not a usable directory (${reason}).`);
  }
}

/** PGlite has no cross-process locking: two servers on one directory would corrupt it. Returns the unlock. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'backend.pid');
  if (held.has(file)) throw new Error(`Data directory ${dataDir} is already in use by this process.`);
  let owner: number | undefined;
  try {
    owner = Number(readFileSync(file, 'utf8').trim());
  } catch {
    owner = undefined;
  }
  if (owner && owner !== process.pid && alive(owner)) {
    throw new Error(`Data directory ${dataDir} is in use by another backend (pid ${owner}).`);
  }
  writeFileSync(file, `${process.pid}\n`);
  held.add(file);
  return () => {
    held.delete(file);
    rmSync(file, { force: true });
  };
}
