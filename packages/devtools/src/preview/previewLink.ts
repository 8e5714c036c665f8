import { REMOTE_AREAS } from '@portfolio/federation/areas';
import { PREVIEW_PARAM } from '@portfolio/federation/preview';
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

/** PREVIEW_PORT, or 0 (a free port) when unset. */
export function previewPort(env: NodeJS.ProcessEnv): number {
  const raw = env[PREVIEW_PORT_VAR];
  if (raw === undefined || raw.trim() === '') return 0;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(badPreviewPort(raw));
  return port;
}
