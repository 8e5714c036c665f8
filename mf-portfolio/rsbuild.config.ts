import { mergeRsbuildConfig } from '@rsbuild/core';
import { createAppConfig } from '@portfolio/federation';

/** A case study's cover keeps its slug as its file name (`static/svg/<slug>.<hash>.svg`), not its folder's `cover`. */
const coverName = ({ filename }: { filename?: string }) =>
  `${/caseStudies\/([^/]+)\/cover\.svg(?:\?.*)?$/.exec(filename ?? '')?.[1] ?? '[name]'}.[contenthash:10].svg`;

export default mergeRsbuildConfig(
  createAppConfig({
    name: 'mf_portfolio',
    root: import.meta.dirname,
    title: 'Portfolio',
    exposes: { './routes': './src/exposes/routes.tsx', './FeaturedProjects': './src/exposes/FeaturedProjects.tsx' },
  }),
  { output: { filename: { svg: coverName } } },
);
