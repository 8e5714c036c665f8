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

/** Why a name cannot be used, or null: folders are `mf-<lowercase words>`, exposes a component name. */
export function invalidNewRemote({ dir, expose }: NewRemote, existing: readonly string[]): string | null {
  if (!/^mf-[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(dir)) return `"${dir}" is not a remote folder name: use mf- and lowercase words, as in mf-blog.`;
  if (existing.includes(dir)) return `${dir} exists already.`;
  if (!/^[A-Z][A-Za-z0-9]*$/.test(expose)) return `"${expose}" is not a component name: use PascalCase, as in BlogPage.`;
  return null;
}

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
}

export function remoteFiles({ dir, expose }: NewRemote, like: PackageJson): Record<string, string> {
  const name = federationName(dir);
  const pkg = {
    name: dir,
    version: '1.0.0',
    private: true,
    type: 'module',
    scripts: { ...like.scripts, preview: `tsx ../packages/devtools/src/serveOne.ts ${dir}` },
    dependencies: like.dependencies,
    devDependencies: like.devDependencies,
  };
  return {
    'package.json': `${JSON.stringify(pkg, null, 2)}\n`,
    'rsbuild.config.ts': `import { createAppConfig } from '@portfolio/federation';

export default createAppConfig({
  name: '${name}',
  root: import.meta.dirname,
  title: '${expose}',
  exposes: { './${expose}': './src/exposes/${expose}.tsx' },
});
`,
    'tsconfig.json': `{
  "extends": "../packages/tsconfig/react.json",
  "compilerOptions": { "types": ["node", "@rsbuild/core/types", "@testing-library/jest-dom/vitest"] },
  "include": ["src", "rsbuild.config.ts", "vitest.config.ts"]
}
`,
    'vitest.config.ts': `import { domTestConfig } from '@portfolio/testing/dom';

export default domTestConfig();
`,
    [`src/features/${expose}.tsx`]: `import { Typography } from '@portfolio/mui';
import { PageFrame } from '@portfolio/ui';

/** ${expose}: what this remote shows. */
export function ${expose}() {
  return (
    <PageFrame>
      <Typography variant="h1">${expose}</Typography>
    </PageFrame>
  );
}
`,
    [`src/features/${expose}.test.tsx`]: `import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ${expose} } from './${expose}';

describe('${expose}', () => {
  it('shows its heading', () => {
    render(<${expose} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('${expose}');
  });
});
`,
    [`src/exposes/${expose}.tsx`]: `import type { RemoteModules } from '@portfolio/ui';
import { ${expose} } from '../features/${expose}';

/** Checked against the shell's contract at compile time: a prop change that breaks the shell fails the build. */
export default ${expose} satisfies RemoteModules['${name}/${expose}']['default'];
`,
    'src/standalone/index.ts': `// An async boundary: shared singletons are negotiated before the remote's modules run.
void import('./bootstrap');
`,
    'src/standalone/bootstrap.tsx': `import { initAuth } from '@portfolio/auth';
import { renderStandalone } from '@portfolio/ui';
import ${expose} from '../exposes/${expose}';

void renderStandalone('${dir}', <${expose} />, initAuth);
`,
  };
}

/** What the generator cannot write for you: one line in each of the three tables that name every remote. */
export function remainingSteps({ dir, expose }: NewRemote, port: number): string[] {
  const name = federationName(dir);
  return [
    `packages/federation/src/ports.ts, APPS: ${name}: { dir: '${dir}', port: ${port} },`,
    `packages/ui/src/contracts.ts, RemoteModules: '${name}/${expose}': { default: ComponentType };`,
    `packages/federation/src/areas/remoteAreas.ts, REMOTE_AREAS: { name: '<area>', id: '${name}/${expose}', label: '<what a visitor calls it>', place: { route: '<path>', guard: 'none' }, load: 'eager', skeleton: 'page', prerendered: false, preload: ['intent'] },`,
    `.github/workflows/${dir}.yml: mf-forms.yml with mf-forms replaced by ${dir} (its pipeline); .github/CODEOWNERS: /${dir}/ and its team; tests/support/specOwners.ts: its specs (docs/teams.md)`,
    'then: pnpm install && pnpm build (a prerendered area also lists its paths in prerender.json)',
  ];
}
