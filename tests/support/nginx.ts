import { existsSync } from 'node:fs';
import path from 'node:path';

export const NGINX_MISSING = 'nginx is missing: the release tests serve the release with it. Install it (apt-get install -y nginx) or set NGINX_PATH.';

/**
 * The nginx binary the release tests run: NGINX_PATH, else the first on PATH or in /usr/sbin (where Debian puts it,
 * off an ordinary user's PATH). Throws one clear line when there is none, before anything is started or written.
 */
export function findNginx(env: NodeJS.ProcessEnv, exists: (file: string) => boolean = existsSync): string {
  const candidates = env.NGINX_PATH
    ? [env.NGINX_PATH]
    : [...(env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/sbin'].map((dir) => path.join(dir, 'nginx'));
  const found = candidates.find((file) => exists(file));
  if (!found) throw new Error(NGINX_MISSING);
  return found;
}
