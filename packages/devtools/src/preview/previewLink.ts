import { REMOTE_AREAS } from '@portfolio/federation/areas';
import { PREVIEW_ORIGINS_VAR, PREVIEW_PARAM } from '@portfolio/federation/preview';
import { PREVIEW_PORT_VAR, badPreviewPort } from './constants';

/** The page a remote shows first: its first route in the area table, else Home (the quote wizard opens from there). */
export function previewPath(remote: string): string {
  for (const area of REMOTE_AREAS) {
    if (area.id.startsWith(`${remote}/`) && 'route' in area.place) return `/${area.place.route}`;
  }
  return '/';
}

/** The live site's address that previews `remote` from `manifestUrl` in the tab that opens it. */
export function previewLink(siteUrl: string, remote: string, manifestUrl: string): string {
  const url = new URL(previewPath(remote), siteUrl);
  url.searchParams.append(PREVIEW_PARAM, `${remote}@${manifestUrl}`);
  return url.href;
}

/**
 * Where `pnpm preview` serves in development, and so the origin `pnpm start` allows without any setting (issue 40:
 * "`localhost` in development"): the shell's port + 100, 3100 by default.
 */
export const DEV_PREVIEW_PORT_OFFSET = 100;
export const devPreviewOrigin = (shellPort: number) => `http://localhost:${shellPort + DEV_PREVIEW_PORT_OFFSET}`;

/**
 * `pnpm start`'s settings: PREVIEW_ORIGINS as given (set empty, previews are off), else the development preview
 * origin. A release never gets this default; there previews stay off until PREVIEW_ORIGINS lists a host.
 */
export function withDevPreviewOrigin(env: NodeJS.ProcessEnv, shellPort: number): NodeJS.ProcessEnv {
  return env[PREVIEW_ORIGINS_VAR] === undefined ? { ...env, [PREVIEW_ORIGINS_VAR]: devPreviewOrigin(shellPort) } : env;
}

/**
 * PREVIEW_PORT; unset, the development preview port when the preview is for the local site (no LIVE_SITE_URL),
 * else 0 (a free port).
 */
export function previewPort(env: NodeJS.ProcessEnv, shellPort: number): number {
  const raw = env[PREVIEW_PORT_VAR];
  if (raw === undefined || raw.trim() === '') return env.LIVE_SITE_URL ? 0 : shellPort + DEV_PREVIEW_PORT_OFFSET;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(badPreviewPort(raw));
  return port;
}
