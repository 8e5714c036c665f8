/**
 * The files of a new remote (`pnpm new-remote mf-blog BlogPage`): the same layout as every remote, one exposed page,
 * its standalone entry and a test. Versions come from an existing remote's package.json, so they stay in step.
 */
export interface NewRemote {
  /** The folder and package name: `mf-blog`. */
  dir: string;
  /** The exposed module: `BlogPage`. */
  expose: string;
}

/** `mf-blog` → `mf_blog`, the federation name (and the prefix of its remote ids). */
export const federationName = (dir: string) => dir.replace(/-/g, '_');

/**
 * The expose of a remote that owns a route and the paths below it (`/blog`, `/blog/<slug>`): a route list the shell
 * mounts under `/<route>/*`, as mf-portfolio's `routes` is.
 */
export const ROUTES_EXPOSE = 'routes';

/** A remote with nested routes: its expose is `routes`. */
export const isRoutesRemote = ({ expose }: NewRemote) => expose === ROUTES_EXPOSE;

/** `mf-blog` → `blog`, the route a nested-routes remote starts with. */
export const routeOf = (dir: string) => dir.replace(/^mf-/, '');

/** Why a name cannot be used, or null: folders are `mf-<lowercase words>`, exposes a component name or `routes`. */
export function invalidNewRemote({ dir, expose }: NewRemote, existing: readonly string[]): string | null {
  if (!/^mf-[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(dir)) return `"${dir}" is not a remote folder name: use mf- and lowercase words, as in mf-blog.`;
  if (existing.includes(dir)) return `${dir} exists already.`;
  if (expose !== ROUTES_EXPOSE && !/^[A-Z][A-Za-z0-9]*$/.test(expose))
    return `"${expose}" is not a component name: use PascalCase, as in BlogPage, or routes for a remote with nested routes.`;
  return null;
}

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
}

export function remoteFiles(remote: NewRemote, like: PackageJson): Record<string, string> {
  const { dir } = remote;
  const name = federationName(dir);
  const common = {
    'package.json': packageJson(dir, like),
    'tsconfig.json': TSCONFIG,
    'vitest.config.ts': VITEST_CONFIG,
    'src/standalone/index.ts': STANDALONE_INDEX,
  };
  return { ...common, ...(isRoutesRemote(remote) ? routesFiles(dir, name) : pageFiles(remote, name)) };
}

function packageJson(dir: string, like: PackageJson) {
  const pkg = {
    name: dir,
    version: '1.0.0',
    private: true,
    type: 'module',
    scripts: { ...like.scripts, preview: `tsx ../packages/devtools/src/serveOne.ts ${dir}` },
    dependencies: like.dependencies,
    devDependencies: like.devDependencies,
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

const TSCONFIG = `{
  "extends": "../packages/tsconfig/react.json",
  "compilerOptions": { "types": ["node", "@rsbuild/core/types", "@testing-library/jest-dom/vitest"] },
  "include": ["src", "rsbuild.config.ts", "vitest.config.ts"]
}
`;

const VITEST_CONFIG = `import { domTestConfig } from '@portfolio/testing/dom';

export default domTestConfig();
`;

const STANDALONE_INDEX = `// An async boundary: shared singletons are negotiated before the remote's modules run.
void import('./bootstrap');
`;

const rsbuildConfig = (name: string, title: string, expose: string) => `import { createAppConfig } from '@portfolio/federation';

export default createAppConfig({
  name: '${name}',
  root: import.meta.dirname,
  title: '${title}',
  exposes: { './${expose}': './src/exposes/${expose}.tsx' },
});
`;

/** Every remote keeps its words in src/logic/constants.ts, and its tests import them (README, "Map of the house"). */
const constantsFile = (title: string, route?: string) =>
  `/** This remote's words and paths: features and tests import them from here. */
export const PAGE_TITLE = '${title}';
${route ? `\n/** The route this remote owns, and the paths below it. */\nexport const ROUTE = '/${route}';\n` : ''}`;

/** A remote with one exposed page (`pnpm new-remote mf-blog BlogPage`). */
function pageFiles({ dir, expose }: NewRemote, name: string): Record<string, string> {
  return {
    'rsbuild.config.ts': rsbuildConfig(name, expose, expose),
    'src/logic/constants.ts': constantsFile(expose),
    [`src/features/${expose}.tsx`]: `import { Typography } from '@portfolio/mui';
import { PageFrame } from '@portfolio/ui';
import { PAGE_TITLE } from '../logic/constants';

/** ${expose}: what this remote shows. */
export function ${expose}() {
  return (
    <PageFrame>
      <Typography variant="h1">{PAGE_TITLE}</Typography>
    </PageFrame>
  );
}
`,
    [`src/features/${expose}.test.tsx`]: `import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_TITLE } from '../logic/constants';
import { ${expose} } from './${expose}';

describe('${expose}', () => {
  it('shows its heading', () => {
    render(<${expose} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(PAGE_TITLE);
  });
});
`,
    [`src/exposes/${expose}.tsx`]: `import type { RemoteModules } from '@portfolio/ui';
import { ${expose} } from '../features/${expose}';

/** Checked against the shell's contract at compile time: a prop change that breaks the shell fails the build. */
export default ${expose} satisfies RemoteModules['${name}/${expose}']['default'];
`,
    'src/standalone/bootstrap.tsx': `import { initAuth } from '@portfolio/auth';
import { renderStandalone } from '@portfolio/ui';
import ${expose} from '../exposes/${expose}';

void renderStandalone('${dir}', <${expose} />, initAuth);
`,
  };
}

/** A remote that owns `/<route>` and the paths below it (`pnpm new-remote mf-blog routes`), as mf-portfolio does. */
function routesFiles(dir: string, name: string): Record<string, string> {
  const route = routeOf(dir);
  const title = route.charAt(0).toUpperCase() + route.slice(1).replace(/-/g, ' ');
  return {
    'rsbuild.config.ts': rsbuildConfig(name, title, ROUTES_EXPOSE),
    'src/logic/constants.ts': constantsFile(title, route),
    'src/features/IndexPage.tsx': `import { Typography } from '@portfolio/mui';
import { PageFrame } from '@portfolio/ui';
import { PAGE_TITLE } from '../logic/constants';

/** The page at this remote's route. */
export function IndexPage() {
  return (
    <PageFrame>
      <Typography variant="h1">{PAGE_TITLE}</Typography>
    </PageFrame>
  );
}
`,
    'src/features/IndexPage.test.tsx': `import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_TITLE } from '../logic/constants';
import { IndexPage } from './IndexPage';

describe('IndexPage', () => {
  it('shows its heading', () => {
    render(<IndexPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(PAGE_TITLE);
  });
});
`,
    'src/exposes/routes.tsx': `import type { RouteObject } from '@portfolio/router';
import { NotFoundPage, type RemoteModules } from '@portfolio/ui';
import { IndexPage } from '../features/IndexPage';

/** Mounted by the shell under its route's /*: the page itself, and 404 for deeper paths until the remote has them. */
const routes: RouteObject[] = [
  { index: true, element: <IndexPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** Checked against the shell's contract at compile time: a change that breaks the shell fails the build. */
export default routes satisfies RemoteModules['${name}/routes']['default'];
`,
    'src/standalone/bootstrap.tsx': `import { Navigate, Route, Routes, useRoutes } from '@portfolio/router';
import { initAuth } from '@portfolio/auth';
import { renderStandalone } from '@portfolio/ui';
import { ROUTE } from '../logic/constants';
import routes from '../exposes/routes';

function OwnRoutes() {
  return useRoutes(routes);
}

void renderStandalone(
  '${dir}',
  <Routes>
    <Route path={\`\${ROUTE}/*\`} element={<OwnRoutes />} />
    <Route path="*" element={<Navigate to={ROUTE} replace />} />
  </Routes>,
  initAuth,
);
`,
    'prerender.json': `${JSON.stringify({ paths: [`/${route}`] }, null, 2)}\n`,
  };
}

/** What the generator cannot write for you: one line in each of the three tables that name every remote. */
export function remainingSteps(remote: NewRemote, port: number): string[] {
  const { dir, expose } = remote;
  const name = federationName(dir);
  const routes = isRoutesRemote(remote);
  const place = routes ? `{ route: '${routeOf(dir)}', nested: true, guard: 'none' }` : `{ route: '<path>', guard: 'none' }`;
  return [
    `packages/federation/src/ports.ts, APPS: ${name}: { dir: '${dir}', port: ${port} },`,
    routes
      ? `packages/ui/src/contracts.ts, RemoteModules: '${name}/${expose}': { default: RouteObject[] };`
      : `packages/ui/src/contracts.ts, RemoteModules: '${name}/${expose}': { default: ComponentType };`,
    `packages/federation/src/areas/remoteAreas.ts, REMOTE_AREAS: { name: '${routes ? routeOf(dir) : '<area>'}', id: '${name}/${expose}', label: '<what a visitor calls it>', place: ${place}, load: 'eager', skeleton: 'page', prerendered: ${routes}, preload: ['intent'] },`,
    routes
      ? 'then: pnpm install && pnpm build (prerender.json lists the paths it prerenders: add each page below the route); its browser specs go in tests/support/specOwners.ts'
      : 'then: pnpm install && pnpm build (a prerendered area also lists its paths in prerender.json); its browser specs go in tests/support/specOwners.ts',
  ];
}
