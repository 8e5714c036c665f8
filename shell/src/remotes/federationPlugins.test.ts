import { createInstance } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import { sharedConfig } from '@portfolio/federation/shared';
import { versionSkewOf } from './federationPlugins';

describe('versionSkewOf', () => {
  it("explains the runtime's own strictVersion error: package, both versions, both apps", async () => {
    const shell = createInstance({
      name: 'shell_skew_test',
      remotes: [],
      shared: { '@portfolio/auth': { version: '1.1.0', lib: () => ({}), shareConfig: sharedConfig()['@portfolio/auth']! } },
    });
    const error = await shell
      .loadShare('@portfolio/auth', { customShareInfo: { from: 'mf_account', shareConfig: sharedConfig({ '@portfolio/auth': '^2.0.0' })['@portfolio/auth']! } })
      .then(() => null, (e: unknown) => e);
    expect(versionSkewOf(error)).toBe(
      "version skew: mf_account needs @portfolio/auth@^2.0.0, but this page's shell_skew_test provides 1.1.0. Release a shell with a matching @portfolio/auth, or roll mf_account back.",
    );
  });

  it('is null for other failures', () => {
    expect(versionSkewOf(new Error('Failed to fetch'))).toBeNull();
  });
});
