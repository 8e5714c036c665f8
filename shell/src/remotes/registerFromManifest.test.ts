import { describe, expect, it } from 'vitest';
import { toRemotes } from './registerFromManifest';

describe('toRemotes', () => {
  it('maps each remote name to its manifest URL', () => {
    expect(toRemotes({ mf_quote: 'http://cdn.test/q/mf-manifest.json' })).toEqual([{ name: 'mf_quote', entry: 'http://cdn.test/q/mf-manifest.json' }]);
  });
});
