import { describe, expect, it } from 'vitest';
import { ROUTES_EXPOSE, federationName, invalidNewRemote, remainingSteps, remoteFiles } from './remoteFiles';

const like = {
  scripts: { build: 'rsbuild build', preview: 'tsx ../packages/devtools/src/serveOne.ts mf-quote' },
  dependencies: { react: '^19.2.0' },
  devDependencies: { vitest: '4.1.12' },
};

describe('a new remote', () => {
  it('has the layout of every remote: config, one expose checked against the contract, its feature and test, a standalone entry', () => {
    const files = remoteFiles({ dir: 'mf-blog', expose: 'BlogPage' }, like);
    expect(Object.keys(files).sort()).toEqual([
      'package.json',
      'rsbuild.config.ts',
      'src/exposes/BlogPage.tsx',
      'src/features/BlogPage.test.tsx',
      'src/features/BlogPage.tsx',
      'src/logic/constants.ts',
      'src/standalone/bootstrap.tsx',
      'src/standalone/index.ts',
      'tsconfig.json',
      'vitest.config.ts',
    ]);
    expect(files['rsbuild.config.ts']).toContain(`name: 'mf_blog'`);
    expect(files['rsbuild.config.ts']).toContain(`exposes: { './BlogPage': './src/exposes/BlogPage.tsx' }`);
    expect(files['src/exposes/BlogPage.tsx']).toContain(`satisfies RemoteModules['mf_blog/BlogPage']['default']`);
    const pkg = JSON.parse(files['package.json']!) as typeof like & { name: string };
    expect(pkg.name).toBe('mf-blog');
    // Versions follow the remote it was modelled on; only its own preview points at itself.
    expect(pkg.dependencies).toEqual(like.dependencies);
    expect(pkg.scripts.preview).toBe('tsx ../packages/devtools/src/serveOne.ts mf-blog');
  });

  it('writes a remote that owns a route and the paths below it when its expose is routes', () => {
    const files = remoteFiles({ dir: 'mf-blog', expose: ROUTES_EXPOSE }, like);
    expect(Object.keys(files).sort()).toEqual([
      'package.json',
      'prerender.json',
      'rsbuild.config.ts',
      'src/exposes/routes.tsx',
      'src/features/IndexPage.test.tsx',
      'src/features/IndexPage.tsx',
      'src/logic/constants.ts',
      'src/standalone/bootstrap.tsx',
      'src/standalone/index.ts',
      'tsconfig.json',
      'vitest.config.ts',
    ]);
    expect(files['src/exposes/routes.tsx']).toContain(`satisfies RemoteModules['mf_blog/routes']['default']`);
    expect(files['src/logic/constants.ts']).toContain(`export const ROUTE = '/blog';`);
    expect(JSON.parse(files['prerender.json']!)).toEqual({ paths: ['/blog'] });
    const steps = remainingSteps({ dir: 'mf-blog', expose: ROUTES_EXPOSE }, 3005);
    expect(steps[1]).toContain(`'mf_blog/routes': { default: RouteObject[] }`);
    expect(steps[2]).toContain(`place: { route: 'blog', nested: true, guard: 'none' }`);
    expect(steps[2]).toContain('prerendered: true');
  });

  it('refuses names that would not fit the workspace, and one that exists', () => {
    expect(invalidNewRemote({ dir: 'mf-blog', expose: 'BlogPage' }, ['mf-forms'])).toBeNull();
    expect(invalidNewRemote({ dir: 'blog', expose: 'BlogPage' }, [])).toMatch(/mf- and lowercase/);
    expect(invalidNewRemote({ dir: 'mf-Blog', expose: 'BlogPage' }, [])).toMatch(/mf- and lowercase/);
    expect(invalidNewRemote({ dir: 'mf-forms', expose: 'X' }, ['mf-forms'])).toMatch(/exists already/);
    expect(invalidNewRemote({ dir: 'mf-blog', expose: 'blogPage' }, [])).toMatch(/PascalCase/);
    expect(invalidNewRemote({ dir: 'mf-blog', expose: ROUTES_EXPOSE }, [])).toBeNull();
  });

  it('names the three table rows left to add, with the next free port', () => {
    const steps = remainingSteps({ dir: 'mf-blog', expose: 'BlogPage' }, 3005);
    expect(federationName('mf-blog-posts')).toBe('mf_blog_posts');
    expect(steps[0]).toContain(`mf_blog: { dir: 'mf-blog', port: 3005 }`);
    expect(steps[1]).toContain(`'mf_blog/BlogPage': { default: ComponentType }`);
    expect(steps[2]).toContain(`id: 'mf_blog/BlogPage'`);
    expect(steps[3]).toContain('tests/support/specOwners.ts');
    expect(steps).toHaveLength(4);
  });
});
