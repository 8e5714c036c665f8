import { createInstance } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import { sharedConfig } from '@portfolio/federation/shared';
import { retryPlugin, versionSkewOf } from './federationPlugins';

describe('versionSkewOf', () => {
  it("explains the runtime's own strictVersion error: package, both versions, both apps", async () => {
    const shell = createInstance({
      name: 'shell_skew_test',
      remotes: [],
      shared: { '@portfolio/auth': { version: '1.1.0', lib: () => ({}), shareConfig: sharedConfig()['@portfolio/auth']! } },
    });
    const error = await shell
      .loadShare('@portfolio/auth', { customShareInfo: { from: 'mf_account', shareConfig: sharedConfig({ '@portfolio/auth': '^2.0.0' })['@portfolio/auth']! } })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(versionSkewOf(error)).toBe(
      "version skew: mf_account needs @portfolio/auth@^2.0.0, but this page's shell_skew_test provides 1.1.0. Release a shell with a matching @portfolio/auth, or roll mf_account back.",
    );
  });

  it('is null for other failures', () => {
    expect(versionSkewOf(new Error('Failed to fetch'))).toBeNull();
  });
});

describe('retryPlugin', () => {
  const fetchOf = (plugin: ReturnType<typeof retryPlugin>) => plugin.fetch as (url: string, init: RequestInit) => Promise<Response>;

  it('fetches a manifest again after a network error, and gives up after the retries', async () => {
    const real = globalThis.fetch;
    let calls = 0;
    globalThis.fetch = async () => {
      calls++;
      if (calls < 3) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 200 });
    };
    try {
      const res = await fetchOf(retryPlugin({ retryTimes: 2, retryDelay: 1 }))('http://cdn.test/mf-manifest.json', {});
      expect(res.status).toBe(200);
      expect(calls).toBe(3);
      calls = -10;
      await expect(fetchOf(retryPlugin({ retryTimes: 2, retryDelay: 1 }))('http://cdn.test/mf-manifest.json', {})).rejects.toThrow('Failed to fetch');
      expect(calls).toBe(-7);
    } finally {
      globalThis.fetch = real;
    }
  });

  it('takes a 404 as the answer, without retrying', async () => {
    const real = globalThis.fetch;
    let calls = 0;
    globalThis.fetch = async () => {
      calls++;
      return new Response('', { status: 404 });
    };
    try {
      expect((await fetchOf(retryPlugin({ retryTimes: 2, retryDelay: 1 }))('http://cdn.test/x.json', {})).status).toBe(404);
      expect(calls).toBe(1);
    } finally {
      globalThis.fetch = real;
    }
  });
});
