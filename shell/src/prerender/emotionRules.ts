/** One Emotion rule: `id` is what `<style data-emotion="css id …">` lists, so the client cache skips re-inserting it. */
export interface EmotionRule {
  id: string;
  css: string;
}

const CLASS_ID = /\.css-([A-Za-z0-9_-]+)/;

/** The Emotion id a rule belongs to: its `css-<id>` class, or its keyframes name. */
export function emotionIdOf(cssText: string, keyframesName?: string): string | null {
  if (keyframesName) return keyframesName;
  const match = CLASS_ID.exec(cssText);
  return match ? match[1]! : null;
}

/**
 * Production Emotion inserts rules through the CSSOM, so its <style> tags look empty: read each sheet's
 * rules instead. Class and keyframes rules are kept by id; the rest (CssBaseline's globals) as plain CSS.
 */
export function collectEmotionRules(doc: Document): { rules: EmotionRule[]; globalCss: string } {
  const rules: EmotionRule[] = [];
  const globals: string[] = [];
  for (const tag of Array.from(doc.querySelectorAll<HTMLStyleElement>('style[data-emotion]'))) {
    for (const rule of Array.from(tag.sheet?.cssRules ?? [])) {
      const keyframes = rule instanceof CSSKeyframesRule ? rule.name : undefined;
      const id = emotionIdOf(rule.cssText, keyframes);
      if (id) rules.push({ id, css: rule.cssText });
      else globals.push(rule.cssText);
    }
  }
  return { rules, globalCss: globals.join('\n') };
}
