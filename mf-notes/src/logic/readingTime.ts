import { WORDS_PER_MINUTE } from './constants';

/**
 * Minutes to read a post's MDX body, at least 1: the prose's words at WORDS_PER_MINUTE. Fenced code, JSX tags,
 * import/export lines and Markdown punctuation are not words.
 */
export function readingMinutes(mdx: string): number {
  const prose = mdx
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, ' ')
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ');
  const words = prose.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? [];
  return Math.max(1, Math.ceil(words.length / WORDS_PER_MINUTE));
}
