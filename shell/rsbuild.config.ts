import { createRequire } from 'node:module';
import { createAppConfig } from '@portfolio/federation';
import { pageTitle } from '@portfolio/ui/site';

const require = createRequire(import.meta.url);

export default createAppConfig({
  name: 'shell',
  root: import.meta.dirname,
  title: pageTitle(''),
  // The visitor's colour scheme is set before first paint; input made before a prerendered area is live is kept and
  // replayed (issue 26). Both run first on every page.
  headScript: [require.resolve('@portfolio/ui/color-scheme'), require.resolve('@portfolio/ui/early-input')],
});
