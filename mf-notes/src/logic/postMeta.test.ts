import { describe, expect, it } from 'vitest';
import { FRONT_MATTER_RULES } from './constants';
import { frontMatterError, frontMatterProblems, parseFrontMatter } from './postMeta';

const valid = {
  title: 'A note',
  date: '2026-01-05',
  summary: 'What it is about.',
  tags: ['lesson', 'ocr'],
  related: [{ slug: 'water-meter-ocr', title: 'Water & Electricity Meter OCR' }],
};

describe('the front-matter schema', () => {
  it('passes a complete front matter, with related and cover optional and example false unless set', () => {
    expect(frontMatterProblems(valid)).toEqual([]);
    const { related: _related, ...bare } = valid;
    expect(parseFrontMatter(bare, 'a.mdx')).toEqual({ ...bare, related: [], example: false });
    expect(parseFrontMatter({ ...valid, cover: '/og/site.png', example: true }, 'a.mdx')).toMatchObject({ cover: '/og/site.png', example: true });
  });

  it('names each missing or wrong field with its rule', () => {
    expect(frontMatterProblems({})).toEqual([FRONT_MATTER_RULES.title, FRONT_MATTER_RULES.date, FRONT_MATTER_RULES.summary, FRONT_MATTER_RULES.tags]);
    expect(frontMatterProblems({ ...valid, date: '2026-02-30' })).toEqual([FRONT_MATTER_RULES.date]);
    expect(frontMatterProblems({ ...valid, date: '5 January 2026' })).toEqual([FRONT_MATTER_RULES.date]);
    expect(frontMatterProblems({ ...valid, summary: 'x'.repeat(201) })).toEqual([FRONT_MATTER_RULES.summary]);
    expect(frontMatterProblems({ ...valid, tags: [] })).toEqual([FRONT_MATTER_RULES.tags]);
    expect(frontMatterProblems({ ...valid, tags: ['Upper Case'] })).toEqual([FRONT_MATTER_RULES.tags]);
    expect(frontMatterProblems({ ...valid, cover: 'https://example.com/a.png' })).toEqual([FRONT_MATTER_RULES.cover]);
    expect(frontMatterProblems({ ...valid, example: 'yes' })).toEqual([FRONT_MATTER_RULES.example]);
  });

  it('accepts only case studies the spec lists as related, each with a title', () => {
    expect(frontMatterProblems({ ...valid, related: [{ slug: 'not-a-case-study', title: 'X' }] })).toEqual([FRONT_MATTER_RULES.related]);
    expect(frontMatterProblems({ ...valid, related: [{ slug: 'water-meter-ocr' }] })).toEqual([FRONT_MATTER_RULES.related]);
    expect(frontMatterProblems({ ...valid, related: 'water-meter-ocr' })).toEqual([FRONT_MATTER_RULES.related]);
  });

  it('refuses unknown fields and a front matter that is not a block of fields', () => {
    expect(frontMatterProblems({ ...valid, author: 'someone' })).toEqual([FRONT_MATTER_RULES.unknown('author')]);
    expect(frontMatterProblems(null)).toEqual([FRONT_MATTER_RULES.notObject]);
    expect(frontMatterProblems(['title'])).toEqual([FRONT_MATTER_RULES.notObject]);
  });

  it('stops the build with the file and every problem on its own line', () => {
    expect(() => parseFrontMatter({ ...valid, title: '', tags: 'x' }, 'src/posts/bad.mdx')).toThrow(
      frontMatterError('src/posts/bad.mdx', [FRONT_MATTER_RULES.title, FRONT_MATTER_RULES.tags]),
    );
    expect(frontMatterError('f.mdx', ['one', 'two'])).toBe('f.mdx: its front matter does not pass the schema:\n  - one\n  - two');
  });
});
