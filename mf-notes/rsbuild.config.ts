import { createRequire } from 'node:module';
import { mergeRsbuildConfig } from '@rsbuild/core';
import remarkFrontmatter from 'remark-frontmatter';
import { createAppConfig } from '@portfolio/federation';
import { rehypeHighlight, remarkPostMeta } from './scripts/mdxPlugins';

const require = createRequire(import.meta.url);

export default mergeRsbuildConfig(
  createAppConfig({
    name: 'mf_notes',
    root: import.meta.dirname,
    title: 'Notes',
    exposes: { './routes': './src/exposes/routes.tsx' },
  }),
  {
    tools: {
      // Posts are compiled by the MDX compiler at build time, in both the browser and the server build
      // (docs/decisions/022-notes-are-mdx-checked-at-build.md).
      rspack: (config) => {
        config.module ??= {};
        config.module.rules ??= [];
        config.module.rules.push({
          test: /\.mdx$/,
          use: [
            { loader: require.resolve('@mdx-js/loader'), options: { remarkPlugins: [remarkFrontmatter, remarkPostMeta], rehypePlugins: [rehypeHighlight] } },
          ],
        });
        return config;
      },
    },
  },
);
