/**
 * The build's MDX plugins (docs/decisions/022-notes-are-mdx-checked-at-build.md): every post's front matter is
 * checked against the schema and exported as `meta` with its slug and reading time, and every fenced code block is
 * tokenised with shiki here, so a post that breaks the schema stops the build and the browser never downloads a
 * highlighter. Colours are lifted to AA on the code background, as the case studies' are.
 */
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { CODE_BACKGROUND, CODE_TEXT, liftToContrast } from '@portfolio/ui/code-colors';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { visit } from 'unist-util-visit';
import { SLUG_PATTERN } from '../src/logic/constants';
import { parseFrontMatter, type PostMeta } from '../src/logic/postMeta';
import { readingMinutes } from '../src/logic/readingTime';

interface VFileLike {
  path?: string;
  value: unknown;
}

/** WCAG AA for normal text. */
const MIN_CONTRAST = 4.5;
const THEME = 'github-dark';
export const LANGUAGES = ['python', 'json', 'bash', 'text'] as const;

/** A post's meta from its file: the slug from its name, the schema-checked front matter, the reading time of its body. */
export function postMetaOf(file: string, source: string): PostMeta {
  const slug = path.basename(file, '.mdx');
  if (!SLUG_PATTERN.test(slug)) throw new Error(`${file}: a post's file name is its URL: use lowercase words joined by hyphens.`);
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  let data: unknown = null;
  try {
    data = match ? parseYaml(match[1]!) : null;
  } catch (err) {
    throw new Error(`${file}: its front matter is not valid YAML: ${(err as Error).message}`);
  }
  const front = parseFrontMatter(data, file);
  return { slug, ...front, readingMinutes: readingMinutes(match ? source.slice(match[0].length) : source) };
}

/** `export const meta = JSON.parse("…")` as the ESTree MDX keeps for an ESM node. */
function metaExport(meta: PostMeta) {
  const json = JSON.stringify(meta);
  return {
    type: 'mdxjsEsm',
    value: `export const meta = JSON.parse(${JSON.stringify(json)});`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExportNamedDeclaration',
            specifiers: [],
            source: null,
            attributes: [],
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [
                {
                  type: 'VariableDeclarator',
                  id: { type: 'Identifier', name: 'meta' },
                  init: {
                    type: 'CallExpression',
                    optional: false,
                    callee: {
                      type: 'MemberExpression',
                      computed: false,
                      optional: false,
                      object: { type: 'Identifier', name: 'JSON' },
                      property: { type: 'Identifier', name: 'parse' },
                    },
                    arguments: [{ type: 'Literal', value: json, raw: JSON.stringify(json) }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  };
}

/** Remark: replaces the front matter (remark-frontmatter's `yaml` node) with the checked `meta` export. */
export function remarkPostMeta() {
  return (tree: MdastRoot, file: VFileLike) => {
    const meta = postMetaOf(file.path ?? '<unnamed post>', String(file.value));
    const children = tree.children.filter((n) => n.type !== 'yaml');
    tree.children = [metaExport(meta) as unknown as MdastRoot['children'][number], ...children];
  };
}

let highlighter: Promise<HighlighterCore> | undefined;
function getHighlighter() {
  highlighter ??= createHighlighterCore({
    themes: [import('shiki/themes/github-dark.mjs')],
    langs: [import('shiki/langs/python.mjs'), import('shiki/langs/json.mjs'), import('shiki/langs/bash.mjs')],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

const textOf = (node: Element): string => node.children.map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? textOf(c) : '')).join('');

/** Rehype: each `pre > code.language-x` becomes coloured spans, one per run of a colour, with `data-language`. */
export function rehypeHighlight() {
  return async (tree: HastRoot, file: VFileLike) => {
    const blocks: { pre: Element; code: Element; lang: string }[] = [];
    visit(tree, 'element', (pre: Element) => {
      const code = pre.tagName === 'pre' ? pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code') : undefined;
      if (!code) return;
      const cls = ([] as unknown[]).concat(code.properties.className ?? []).map(String);
      const lang = cls.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? 'text';
      if (!(LANGUAGES as readonly string[]).includes(lang))
        throw new Error(`${file.path}: code blocks are highlighted as ${LANGUAGES.join(', ')}; "${lang}" is none of them.`);
      blocks.push({ pre, code, lang });
    });
    const hl = await getHighlighter();
    for (const { pre, code, lang } of blocks) {
      const source = textOf(code).replace(/\n$/, '');
      pre.properties = { ...pre.properties, dataLanguage: lang };
      if (lang === 'text') {
        code.children = [{ type: 'text', value: source }];
        continue;
      }
      // No per-line time limit: on a busy machine the default would cut tokenising short and the output would vary.
      const { tokens } = hl.codeToTokens(source, { lang, theme: THEME, tokenizeTimeLimit: 0 });
      const lines: ElementContent[] = [];
      tokens.forEach((line, i) => {
        const runs: [string, string][] = [];
        for (const token of line) {
          const color = liftToContrast(token.color ?? CODE_TEXT, CODE_BACKGROUND, MIN_CONTRAST);
          const last = runs[runs.length - 1];
          if (last && (last[1] === color || !token.content.trim())) last[0] += token.content;
          else runs.push([token.content, color]);
        }
        for (const [text, color] of runs)
          lines.push({ type: 'element', tagName: 'span', properties: { style: `color:${color}` }, children: [{ type: 'text', value: text }] });
        if (i < tokens.length - 1) lines.push({ type: 'text', value: '\n' });
      });
      code.properties = { ...code.properties, dataHighlighted: 'true' };
      code.children = lines;
    }
  };
}
