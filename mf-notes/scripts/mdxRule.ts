import { createRequire } from 'node:module';
import type { Rspack } from '@rsbuild/core';
import remarkFrontmatter from 'remark-frontmatter';
import { rehypeHighlight, remarkPostMeta } from './mdxPlugins';

const require = createRequire(import.meta.url);

/**
 * The one rule that compiles posts (docs/decisions/022-notes-are-mdx-checked-at-build.md): mf-notes' own build and
 * the bench's one-app build of the same pages both push it, so a post compiles the same way in each.
 */
export const MDX_RULE: Rspack.RuleSetRule = {
  test: /\.mdx$/,
  use: [{ loader: require.resolve('@mdx-js/loader'), options: { remarkPlugins: [remarkFrontmatter, remarkPostMeta], rehypePlugins: [rehypeHighlight] } }],
};
