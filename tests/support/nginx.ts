import { existsSync } from 'node:fs';
import { nginxBinary } from '@portfolio/devtools';

export const NGINX_MISSING = 'nginx is missing: the release tests serve the release with it. Install it (apt-get install -y nginx) or set NGINX_PATH.';

/** The nginx the release tests run (devtools' `nginxBinary`), or one clear line before anything is started or written. */
export function findNginx(env: NodeJS.ProcessEnv, exists: (file: string) => boolean = existsSync): string {
  const found = nginxBinary(env, exists);
  if (!found) throw new Error(NGINX_MISSING);
  return found;
}
