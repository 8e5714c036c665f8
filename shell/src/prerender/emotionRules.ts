/** One Emotion rule: `id` is what `<style data-emotion="css id …">` lists, so the client cache skips re-inserting it. */
export interface EmotionRule {
  id: string;
  css: string;
}

/**
 * Sorts what a server-side Emotion cache (compat mode: `inserted` holds each id's CSS) has inserted: class rules
 * (`.css-<id>…`) and keyframes (`animation-<id>`) by id, the rest (CssBaseline's globals) as plain CSS.
 */
export function splitInserted(inserted: Record<string, string | true | undefined>): { rules: EmotionRule[]; globalCss: string } {
  const rules: EmotionRule[] = [];
  const globals: string[] = [];
  for (const [id, css] of Object.entries(inserted)) {
    if (typeof css !== 'string' || !css) continue;
    if (id.startsWith('animation-') || css.includes(`.css-${id}`)) rules.push({ id, css });
    else globals.push(css);
  }
  return { rules, globalCss: globals.join('') };
}
