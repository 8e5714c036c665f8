import { describe, expect, it } from 'vitest';
import { WORDS_PER_MINUTE } from './constants';
import { readingMinutes } from './readingTime';

const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

describe('readingMinutes', () => {
  it('is the prose words over the reading rate, rounded up, and at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(words(WORDS_PER_MINUTE))).toBe(1);
    expect(readingMinutes(words(WORDS_PER_MINUTE + 1))).toBe(2);
    expect(readingMinutes(words(WORDS_PER_MINUTE * 3))).toBe(3);
  });

  it('does not count code blocks, JSX tags, ESM lines or link targets', () => {
    const code = `\`\`\`python\n${words(WORDS_PER_MINUTE * 5)}\n\`\`\``;
    const prose = `${words(WORDS_PER_MINUTE)}\n\nimport X from 'y'\n<Aside kind="note" />\n[word](https://example.com/a/b/c/d)`;
    // The link's text is a word; its target is not.
    expect(readingMinutes(`${prose}\n\n${code}`)).toBe(2);
    expect(readingMinutes(`${words(WORDS_PER_MINUTE - 1)}\n\n${code}\n\n<Aside kind="note" />`)).toBe(1);
  });
});
