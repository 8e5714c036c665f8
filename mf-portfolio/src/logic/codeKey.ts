/** A short, stable key for a code sample (FNV-1a, 32 bit): the build-time highlights are looked up by it. */
export function codeKey(language: string, code: string): string {
  const text = `${language}\n${code}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
