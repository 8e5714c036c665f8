import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The files that make up the site config, relative to the repository root. Every app bundles the config (chrome,
 * titles, JSON-LD), so a change to any of them makes every build outdated. A missing file counts as absent, so the
 * list can name `site.config.json` before and after the config moves there.
 */
export const SITE_CONFIG_INPUTS = ['site.config.json', 'packages/ui/src/site/siteConfig.ts'] as const;

/** Beside a build (`<app>/dist/`): the hash of the config inputs it was built from. */
export const STAMP_FILE = '.site-config-hash';

/** The hash of the inputs' paths and contents (null for a file that does not exist). */
export function configHash(inputs: ReadonlyArray<{ path: string; content: string | Buffer | null }>): string {
  const hash = createHash('sha256');
  for (const { path: file, content } of [...inputs].sort((a, b) => a.path.localeCompare(b.path))) {
    hash
      .update(file)
      .update('\0')
      .update(content === null ? '\u0001missing' : content)
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The builds made from other config inputs than the current ones; a build without a stamp is one of them. */
export const outdatedBuilds = <T extends string>(stamps: Readonly<Record<T, string | null>>, current: string): T[] =>
  (Object.keys(stamps) as T[]).filter((name) => stamps[name] !== current);

/** The current hash of the config inputs of the repository at `root`. */
export const currentConfigHash = (root: string, inputs: readonly string[] = SITE_CONFIG_INPUTS) =>
  configHash(inputs.map((file) => ({ path: file, content: existsSync(path.join(root, file)) ? readFileSync(path.join(root, file)) : null })));

export const readStamp = (dist: string): string | null =>
  existsSync(path.join(dist, STAMP_FILE)) ? readFileSync(path.join(dist, STAMP_FILE), 'utf8').trim() : null;
export const writeStamp = (dist: string, hash: string) => writeFileSync(path.join(dist, STAMP_FILE), `${hash}\n`);
