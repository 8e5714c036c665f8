import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A live site: the URL it is served at, or a folder holding its files (a host's last deploy, kept as an artifact). */
export const isUrl = (from: string) => /^https?:\/\//.test(from);

/** One file of the live site, as text; undefined when it has none. */
export async function readLiveFile(from: string, file: string): Promise<string | undefined> {
  if (!isUrl(from)) {
    try {
      return readFileSync(path.join(from, file), 'utf8');
    } catch {
      return undefined;
    }
  }
  const res = await fetch(new URL(file, from.endsWith('/') ? from : `${from}/`), { headers: { 'Cache-Control': 'no-cache' } });
  if (res.status === 404) return undefined;
  if (!res.ok) throw new Error(`${from}: ${file} answered ${res.status}`);
  return res.text();
}

/** One file of the live site, as bytes (a version folder's files, which may be images). */
export async function readLiveBytes(from: string, file: string): Promise<Buffer> {
  if (!isUrl(from)) return readFileSync(path.join(from, file));
  const res = await fetch(new URL(file, from.endsWith('/') ? from : `${from}/`));
  if (!res.ok) throw new Error(`${from}: ${file} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}
