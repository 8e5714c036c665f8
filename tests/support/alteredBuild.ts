import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppName } from '@portfolio/federation';
import { distDir } from '@portfolio/devtools';

export interface BuildEdit {
  /** The files of the build to edit, by name (`/\.js$/`). */
  files: RegExp;
  /** The file's new text; the same text leaves it as it is. */
  edit: (text: string) => string;
  /** The error when no file changed: the build no longer holds what the test changes. */
  nothingChanged: string;
}

/**
 * A second build of an app, as a changed source would give: today's build copied to a folder of the test's own, with
 * `edit` applied to the files it names. The precompressed copies are dropped, since they would still hold the old
 * text. The caller removes the folder.
 */
export function alteredBuild(app: AppName, { files, edit, nothingChanged }: BuildEdit): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${app}-altered-`));
  cpSync(distDir(app), dir, { recursive: true });
  let changed = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, name);
    if (!statSync(file).isFile()) continue;
    if (/\.(br|gz)$/.test(file)) rmSync(file);
    else if (files.test(file)) {
      const text = readFileSync(file, 'utf8');
      const next = edit(text);
      if (next !== text) {
        changed++;
        writeFileSync(file, next);
      }
    }
  }
  if (!changed) throw new Error(nothingChanged);
  return dir;
}
