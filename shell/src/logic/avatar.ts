/** Background colours for initials avatars; each keeps white initials at a contrast of at least 4.5:1. */
export const AVATAR_COLORS = ['#1d4ed8', '#0e7490', '#15803d', '#b91c1c', '#7c3aed', '#be185d', '#a16207', '#4338ca'] as const;

/** Up to two initials: the first letters of the first and last words of the name ('Maria K.' → 'MK'). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return (Array.from(first)[0] ?? '').concat(Array.from(last)[0] ?? '').toUpperCase();
}

/** The same name always gets the same colour, so an avatar does not change between visits. */
export function avatarColor(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length] ?? AVATAR_COLORS[0];
}
