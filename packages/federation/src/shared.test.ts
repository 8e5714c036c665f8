import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import { APPS } from './ports';
import { packageOf, providedShared, requiredRanges, sharedConfig, WORKSPACE_SHARED } from './shared';

const repo = path.join(import.meta.dirname, '..', '..', '..');
const pkg = (dir: string) =>
  JSON.parse(readFileSync(path.join(repo, dir, 'package.json'), 'utf8')) as { version: string; dependencies: Record<string, string> };

describe('requiredRanges', () => {
  it('reads the range an app declares on each workspace package', () => {
    expect(requiredRanges({ '@portfolio/ui': 'workspace:^1.1.0', '@portfolio/auth': 'workspace:~1.2.0', react: '^19.2.0' })).toEqual({
      '@portfolio/ui': '^1.1.0',
      '@portfolio/auth': '~1.2.0',
    });
    expect(requiredRanges({ '@portfolio/ui': 'workspace:*' })).toEqual({});
  });

  it('every app declares a range its workspace copy satisfies', () => {
    for (const { dir: app } of Object.values(APPS)) {
      const ranges = requiredRanges(pkg(app).dependencies);
      for (const name of WORKSPACE_SHARED) {
        expect(ranges[name], `${app} → ${name}`).toMatch(/^\^\d+\.\d+\.\d+$/);
        const [major, minor] = ranges[name]!.slice(1).split('.').map(Number);
        const [hasMajor, hasMinor] = pkg(`packages/${name.split('/')[1]}`)
          .version.split('.')
          .map(Number);
        expect(hasMajor === major && hasMinor! >= minor!, `${app} needs ${name}@${ranges[name]}`).toBe(true);
      }
    }
  });
});

describe('sharedConfig', () => {
  it('makes the workspace packages strict singletons with the app range; third-party libraries stay lenient', () => {
    const config = sharedConfig({ '@portfolio/ui': '^1.4.0' });
    expect(config['@portfolio/ui']).toEqual({ singleton: true, requiredVersion: '^1.4.0', strictVersion: true });
    expect(config['@portfolio/auth']!.strictVersion).toBe(true);
    expect(config.react!.strictVersion).toBe(false);
  });

  it("gives a workspace package's other entry point the package's range and strictness", () => {
    const config = sharedConfig({ '@portfolio/mui': '^1.2.0' });
    expect(config['@portfolio/mui/extra']).toEqual({ singleton: true, requiredVersion: '^1.2.0', strictVersion: true });
    expect(sharedConfig()['@portfolio/mui/extra']).toEqual({ singleton: true, requiredVersion: '^2.0.0', strictVersion: true });
  });
});

describe('the federation runtime with this config', () => {
  const shellShares = (version: string) => ({
    '@portfolio/ui': { version, lib: () => ({ from: 'shell' }), shareConfig: sharedConfig()['@portfolio/ui']! },
  });
  const consume = (version: string, range: string) =>
    createInstance({ name: `shell_${version.replace(/\./g, '_')}_${range.replace(/\W/g, '')}`, remotes: [], shared: shellShares(version) }).loadShare(
      '@portfolio/ui',
      { customShareInfo: { from: 'mf_account', shareConfig: sharedConfig({ '@portfolio/ui': range })['@portfolio/ui']! } },
    );

  it("refuses a remote whose range the shell's copy does not satisfy, naming both versions", async () => {
    await expect(consume('1.1.0', '^1.2.0')).rejects.toThrow(
      /Version 1\.1\.0 from shell.* @portfolio\/ui does not satisfy the requirement of mf_account which needs \^1\.2\.0/,
    );
  });

  it("gives a remote the shell's copy when the range is satisfied", async () => {
    const factory = await consume('1.3.0', '^1.2.0');
    expect(factory && (factory as () => { from: string })()).toEqual({ from: 'shell' });
  });
});

describe('providedShared', () => {
  it('names the package each shared name is installed as', () => {
    expect(['react', 'react/jsx-runtime', '@emotion/react', '@portfolio/mui/extra'].map(packageOf)).toEqual([
      'react',
      'react',
      '@emotion/react',
      '@portfolio/mui',
    ]);
  });

  it("gives the shell's runtime every shared name, at the version installed beside the shell, with the shell's share config", () => {
    const shell = pkg('shell');
    const provided = providedShared(path.join(repo, 'shell'), shell.dependencies);
    const config = sharedConfig(requiredRanges(shell.dependencies));
    expect(Object.keys(provided).sort()).toEqual(Object.keys(config).sort());
    const installed = (name: string) => pkg(path.relative(repo, path.join(repo, 'shell', 'node_modules', name))).version;
    expect(provided['react/jsx-runtime']).toEqual({ version: installed('react'), shareConfig: config['react/jsx-runtime'] });
    expect(provided['@portfolio/mui/extra']!.version).toBe(pkg('packages/mui').version);
    expect(provided['@supabase/supabase-js']!.version).toBe(installed('@supabase/supabase-js'));
  });
});
