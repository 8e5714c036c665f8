import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { packageRoot } from '../config';

// A freshly initialised cluster, saved once per PGlite version: loading it takes a fraction of initdb's time.
const cacheDir = path.join(packageRoot, '.data', 'cache');

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

function templateFile(): string {
  return path.join(cacheDir, `pglite-${pgliteVersion()}-initdb.tar.gz`);
}

/** The saved fresh cluster, if one was saved before. */
export async function readTemplate(): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(templateFile())]);
  } catch {
    return undefined;
  }
}

/** Saves a just-initialised database as the template; a failure only costs speed next time. */
export async function saveTemplate(fresh: PGlite): Promise<void> {
  try {
    const file = templateFile();
    if (existsSync(file)) return;
    const dump = await fresh.dumpDataDir('gzip');
    await mkdir(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } catch {
    // The template is an optimisation; the database itself is fine.
  }
}
