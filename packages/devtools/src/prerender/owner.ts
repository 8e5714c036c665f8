/**
 * The slot that owns a route: a remote mounted directly in the shell's <main> (its page). Home and About have
 * shell content there, so the shell owns them even when a slot (featured projects) sits inside.
 */
export function routeOwnerSlot(frameHtml: string): string | null {
  return /<main[^>]*><div data-slot="([^"]+)"/.exec(frameHtml)?.[1] ?? null;
}
