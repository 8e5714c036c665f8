import { mergeRsbuildConfig } from '@rsbuild/core';
import { createAppConfig } from '@portfolio/federation';
import { MDX_RULE } from './scripts/mdxRule';

export default mergeRsbuildConfig(
  createAppConfig({
    name: 'mf_notes',
    root: import.meta.dirname,
    title: 'Notes',
    exposes: { './routes': './src/exposes/routes.tsx' },
  }),
  {
    tools: {
      // Posts are compiled by the MDX compiler at build time, in both the browser and the server build.
      rspack: (config) => {
        config.module ??= {};
        config.module.rules ??= [];
        config.module.rules.push(MDX_RULE);
        return config;
      },
    },
  },
);
