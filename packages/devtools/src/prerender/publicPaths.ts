import { routeOwnerId } from './owner';
import type { RemotePages, ShellFrames } from './types';

/** Every public URL with its own page: the shell's pages plus each path a remote owns (has a head for). */
export function publicPaths(frames: ShellFrames, remotes: Record<string, RemotePages | null>): string[] {
  const own = Object.entries(frames)
    .filter(([key]) => key !== '/404' && !routeOwnerId(key))
    .map(([key]) => key);
  const remote = Object.values(remotes).flatMap((pages) =>
    Object.entries(pages ?? {})
      .filter(([, slots]) => Object.values(slots).some((f) => f.head))
      .map(([p]) => p),
  );
  return [...new Set([...own, ...remote])].sort();
}
