import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import { describe, expect, it } from 'vitest';
import { CODE_BACKGROUND, contrastRatio } from '@portfolio/ui/code-colors';
import { ROUTE } from '../src/logic/constants';
import { postMetaOf, rehypeHighlight, remarkPostMeta } from './mdxPlugins';
import { NOTE_LINKS_FILE, noteLinksModule } from './noteLinks';

const root = path.join(import.meta.dirname, '..');
const postsDir = path.join(root, 'src', 'posts');
const files = readdirSync(postsDir).filter((f) => f.endsWith('.mdx'));
const read = (f: string) => readFileSync(path.join(postsDir, f), 'utf8');
const compiled = (file: string, source: string) =>
  compile({ path: file, value: source }, { remarkPlugins: [remarkFrontmatter, remarkPostMeta], rehypePlugins: [rehypeHighlight] }).then(String);

describe('the posts', () => {
  it('each pass the front-matter schema and are marked as examples the owner replaces', () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const f of files) expect(postMetaOf(f, read(f)).example, f).toBe(true);
  });

  it('are each prerendered: prerender.json lists the listing and every post', () => {
    const { paths } = JSON.parse(readFileSync(path.join(root, 'prerender.json'), 'utf8')) as { paths: string[] };
    expect(paths).toEqual([ROUTE, ...files.map((f) => `${ROUTE}/${f.replace(/\.mdx$/, '')}`).sort()]);
  });

  it("name their related case studies by the case studies' own titles", () => {
    for (const f of files)
      for (const { slug, title } of postMetaOf(f, read(f)).related) {
        const record = readFileSync(path.join(root, '..', 'mf-portfolio', 'src', 'caseStudies', slug, 'record.ts'), 'utf8');
        expect(record, `${f} → ${slug}`).toContain(`title: '${title}'`);
      }
  });
});

describe('the links back from the case studies', () => {
  it('are current: packages/ui/src/notes/noteLinks.ts is what `pnpm --filter mf-notes note-links` writes', () => {
    expect(readFileSync(NOTE_LINKS_FILE, 'utf8')).toBe(noteLinksModule());
  });
});

describe('the MDX build', () => {
  it('stops on a post that breaks the schema, naming the file and the field', async () => {
    await expect(compiled('src/posts/bad.mdx', '---\ntitle: A\ndate: soon\n---\n\nText')).rejects.toThrow(/src\/posts\/bad\.mdx: .*\n.*date must be/);
  });

  it('exports the checked meta with the slug and reading time, and highlights code at build time with AA colours', async () => {
    const js = await compiled(
      'src/posts/a-note.mdx',
      '---\ntitle: A\ndate: 2026-01-05\nsummary: S\ntags: [lesson]\n---\n\nSome text.\n\n```python\nx = 1  # one\n```\n',
    );
    expect(js).toContain('export const meta = JSON.parse(');
    expect(js).toContain('\\"slug\\":\\"a-note\\"');
    expect(js).toContain('\\"readingMinutes\\":1');
    expect(js).toContain('"data-highlighted": "true"');
    const colors = [...js.matchAll(/color: "(#[0-9a-f]{6})"/g)].map((m) => m[1]!);
    expect(colors.length).toBeGreaterThan(1);
    for (const c of colors) expect(contrastRatio(c, CODE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
  });

  it('refuses a code block in a language it does not highlight', async () => {
    await expect(compiled('src/posts/a.mdx', '---\ntitle: A\ndate: 2026-01-05\nsummary: S\ntags: [lesson]\n---\n\n```cobol\nX\n```\n')).rejects.toThrow(
      /"cobol" is none of them/,
    );
  });
});
