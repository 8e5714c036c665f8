import { createAppConfig } from '@portfolio/federation';

export default createAppConfig({
  name: 'mf_portfolio',
  root: import.meta.dirname,
  title: 'Portfolio',
  exposes: { './routes': './src/exposes/routes.tsx', './FeaturedProjects': './src/exposes/FeaturedProjects.tsx' },
});
