import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { SHARED, sharedConfig } from '@portfolio/federation/shared';
import { SHARED_PROVIDERS, sharedOptions } from './sharedProviders';

describe('SHARED_PROVIDERS', () => {
  it('provides every name of the SHARED list, each as the list says: the page’s module, or loaded when asked', () => {
    expect(Object.keys(SHARED_PROVIDERS).sort()).toEqual(Object.keys(sharedConfig()).sort());
    for (const [name, { shell }] of Object.entries(SHARED)) expect(Object.keys(SHARED_PROVIDERS[name]!), name).toEqual([shell === 'page' ? 'lib' : 'get']);
  });

  it('hands over the very modules the page runs, and loads the others when asked', async () => {
    const react = SHARED_PROVIDERS.react!;
    expect('lib' in react && react.lib()).toBe(React);
    const extra = SHARED_PROVIDERS['@portfolio/mui/extra']!;
    if (!('get' in extra)) throw new Error('@portfolio/mui/extra should load on demand');
    const factory = await extra.get();
    expect(factory()).toHaveProperty('TextField');
  });
});

describe('sharedOptions', () => {
  it('adds each name’s version and share config from the build to its module', () => {
    const config = sharedConfig()['react']!;
    const options = sharedOptions({ react: { version: '19.3.1', shareConfig: config } });
    expect(options).toEqual({ react: { version: '19.3.1', shareConfig: config, loaded: true, lib: SHARED_PROVIDERS.react!['lib' as never] } });
  });

  it('refuses a shared name the shell has no module for', () => {
    const config = sharedConfig()['react']!;
    expect(() => sharedOptions({ 'left-pad': { version: '1.0.0', shareConfig: config } })).toThrow(/no module for the shared name left-pad/);
  });
});
