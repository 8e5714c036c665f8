import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import { fromBuffer } from '@capsizecss/unpack';
import subsetFont from 'subset-font';
import { FONT, fontCharacters, fontFaceCss, type FallbackFace } from '@portfolio/ui/font';

const require = createRequire(import.meta.url);

/** Inter's Latin file from fontsource, the one source the served subset is cut from. */
const SOURCE_FONT = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

/** Where the site's text lives, from the repository's root: the apps' sources and content, shared copy, seed data. */
const TEXT_ROOTS = ['shell/src', 'packages/ui/src', 'packages/quote-steps/src', 'packages/auth/src', 'packages/backend/supabase', 'site.config.json'];
const TEXT_FILE = /\.(tsx?|mdx?|json|sql)$/;

function filesUnder(entry: string): string[] {
  if (!statSync(entry, { throwIfNoEntry: false })) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry).flatMap((name) => (name === 'node_modules' ? [] : filesUnder(path.join(entry, name))));
}

/** Every text file of the site, tests left out: the remotes' folders (`mf-*`) are found, not listed. */
function siteTexts(repo: string): string[] {
  const remotes = readdirSync(repo)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => `${name}/src`);
  return [...TEXT_ROOTS, ...remotes]
    .flatMap((root) => filesUnder(path.join(repo, root)))
    .filter((file) => TEXT_FILE.test(file) && !/\.test\.|\.spec\./.test(file))
    .map((file) => readFileSync(file, 'utf8'));
}

export interface BuiltFont {
  /** The file's name in the build output, content-hashed like the bundler's own assets. */
  file: string;
  woff2: Buffer;
  /** The `@font-face` rules for the file served under an asset prefix. */
  css: (assetPrefix: string) => string;
}

/**
 * Cuts Inter down to the characters of the site's text and the weights it sets, and writes its CSS with the fallback
 * metrics computed from Inter's own file, at 400 and (an instance pinned there) 700, and Arial's
 * (docs/decisions/027-self-hosted-font.md).
 */
export async function buildFont(repo: string): Promise<BuiltFont> {
  const source = readFileSync(SOURCE_FONT);
  const characters = fontCharacters(siteTexts(repo));
  const woff2 = await subsetFont(source, characters, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: FONT.weights.min, max: FONT.weights.max, default: FONT.weights.min } },
  });
  const bold = await subsetFont(source, characters, { targetFormat: 'sfnt', variationAxes: { wght: 700 } });
  const file = `${FONT.folder}/inter.${createHash('sha256').update(woff2).digest('hex').slice(0, 10)}.woff2`;
  const faces: FallbackFace[] = [
    { weight: 400, primary: await fromBuffer(source), fallback: arial },
    { weight: 700, primary: await fromBuffer(bold), fallback: arialBold },
  ];
  return { file, woff2, css: (assetPrefix) => fontFaceCss(`${assetPrefix}${file}`, faces) };
}

/**
 * The shell's build serves the font: the subset as an asset of its own output, preloaded (with `crossorigin`, as a
 * font is fetched) and declared in the head of its index.html, which every composed page keeps. The remotes ship none.
 */
export function selfHostedFont(repo: string): RsbuildPlugin {
  // Built once per process: a dev server's rebuilds reuse it.
  let built: Promise<BuiltFont> | null = null;
  const font = () => (built ??= buildFont(repo));
  return {
    name: 'portfolio:self-hosted-font',
    setup(api) {
      api.processAssets({ stage: 'additional', environments: ['web'] }, async ({ compilation, sources }) => {
        const { file, woff2 } = await font();
        compilation.emitAsset(file, new sources.RawSource(woff2));
      });
      api.modifyHTMLTags(async (tags, { environment, assetPrefix }) => {
        if (environment.name !== 'web') return tags;
        const { file, css } = await font();
        const preload = { tag: 'link', attrs: { rel: 'preload', href: `${assetPrefix}${file}`, as: 'font', type: 'font/woff2', crossorigin: 'anonymous' } };
        return { ...tags, headTags: [...tags.headTags, preload, { tag: 'style', attrs: { 'data-font': '' }, children: css(assetPrefix) }] };
      });
    },
  };
}
