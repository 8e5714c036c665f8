import { createRequire } from 'node:module';
import path from 'node:path';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { createAppConfig } from '@portfolio/federation';
import { pageTitle } from '@portfolio/ui/site';
import { selfHostedFont } from './scripts/selfHostedFont';

const require = createRequire(import.meta.url);

export default mergeRsbuildConfig(
  createAppConfig({
    name: 'shell',
    root: import.meta.dirname,
    title: pageTitle(''),
    // The visitor's colour scheme is set before first paint; input made before a prerendered area is live is kept and
    // replayed (issue 26). Both run first on every page.
    headScript: [require.resolve('@portfolio/ui/color-scheme'), require.resolve('@portfolio/ui/early-input')],
  }),
  // The site's font, served by the shell alone (docs/decisions/027-self-hosted-font.md).
  { plugins: [selfHostedFont(path.resolve(import.meta.dirname, '..'))] },
);
