import path from 'node:path';

/** Where Debian installs nginx: /usr/sbin, which is not on an ordinary user's PATH. */
const DEBIAN_NGINX = '/usr/sbin/nginx';

/** The nginx to serve a release with: NGINX_PATH, else Debian's, else one on PATH; null when there is none. */
export function nginxBinary(env: NodeJS.ProcessEnv, exists: (file: string) => boolean): string | null {
  if (env.NGINX_PATH) return exists(env.NGINX_PATH) ? env.NGINX_PATH : null;
  if (exists(DEBIAN_NGINX)) return DEBIAN_NGINX;
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    if (exists(path.join(dir, 'nginx'))) return path.join(dir, 'nginx');
  }
  return null;
}
