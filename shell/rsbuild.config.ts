import { createRequire } from 'node:module';
import { createAppConfig } from '@portfolio/federation';

export default createAppConfig({
  name: 'shell',
  root: import.meta.dirname,
  title: 'AI/ML Developer Portfolio',
  // Input made before a prerendered area is live is kept and replayed (issue 26): this runs first on every page.
  headScript: createRequire(import.meta.url).resolve('@portfolio/ui/early-input'),
});
