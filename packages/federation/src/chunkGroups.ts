import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the host's build lists the files of each named chunk group: `{ "federation-runtime": ["static/js/async/…"] }`. */
export const CHUNK_GROUPS_FILE = 'chunk-groups.json';

interface StatsLike {
  toJson(options: object): { namedChunkGroups?: Record<string, { assets?: Array<{ name: string } | string> }> };
}

/** The JS and CSS files of every named chunk group of a build. */
export function chunkGroupsOf(stats: StatsLike): Record<string, string[]> {
  const groups = stats.toJson({ all: false, chunkGroups: true }).namedChunkGroups ?? {};
  return Object.fromEntries(
    Object.entries(groups)
      .filter(([name]) => name !== 'index')
      .map(([name, group]) => [name, (group.assets ?? []).map((a) => (typeof a === 'string' ? a : a.name)).filter((f) => /\.(js|css)$/.test(f))]),
  );
}

export function writeChunkGroups(distPath: string, stats: unknown) {
  if (!stats || typeof (stats as StatsLike).toJson !== 'function') return;
  writeFileSync(path.join(distPath, CHUNK_GROUPS_FILE), `${JSON.stringify(chunkGroupsOf(stats as StatsLike), null, 2)}\n`);
}
