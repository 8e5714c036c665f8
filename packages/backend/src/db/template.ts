import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { packageRoot } from '../config';

// A database right after bootstrap and migrations, saved per schema: loading it is far quicker than initdb + migrations.
const cacheDir = path.join(packageRoot, '.data', 'cache');
const PREFIX = 'pglite-';
// Bump when migrate() changes what it writes beyond the SQL files (such as the bootstrap marker).
const FORMAT = '2';

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

export class TemplateCache {
  private readonly file: string;

  /** `schema` identifies what the template contains: the bootstrap and migration files. */
  constructor(schema: string[]) {
    const hash = createHash('sha256').update(pgliteVersion()).update(FORMAT);
    for (const part of schema) hash.update('\0').update(part);
    this.file = path.join(cacheDir, `${PREFIX}${pgliteVersion()}-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  }

  async read(): Promise<Blob | undefined> {
    try {
      return new Blob([await readFile(this.file)]);
    } catch {
      return undefined;
    }
  }

  /** Saves a dump as the template and drops templates of older schemas; failures only cost speed. */
  async save(dump: () => Promise<Blob>): Promise<void> {
    try {
      const data = Buffer.from(await (await dump()).arrayBuffer());
      await mkdir(cacheDir, { recursive: true });
      const partial = `${this.file}.${process.pid}.partial`;
      await writeFile(partial, data);
      await rename(partial, this.file);
      const stale = (await readdir(cacheDir)).filter((f) => f.startsWith(PREFIX) && f.endsWith('.tar.gz') && path.join(cacheDir, f) !== this.file);
      await Promise.all(stale.map((f) => rm(path.join(cacheDir, f), { force: true })));
    } catch {
      // The template is an optimisation; the database itself is fine.
    }
  }
}
