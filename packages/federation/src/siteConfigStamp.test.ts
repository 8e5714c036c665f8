import { describe, expect, it } from 'vitest';
import { configHash, outdatedBuilds } from './siteConfigStamp';

const inputs = (config: string | null, ts = 'export const SITE = {}') => [
  { path: 'site.config.json', content: config },
  { path: 'packages/ui/src/site/siteConfig.ts', content: ts },
];

describe('which builds a site-config change makes outdated', () => {
  it('changes the hash with any input’s content, and when a listed file appears or goes', () => {
    const base = configHash(inputs('{"ownerName":"Ada"}'));
    expect(configHash(inputs('{"ownerName":"Ada"}'))).toBe(base);
    expect(configHash(inputs('{"ownerName":"Grace"}'))).not.toBe(base);
    expect(configHash(inputs('{"ownerName":"Ada"}', 'export const SITE = { url: "x" }'))).not.toBe(base);
    expect(configHash(inputs(null))).not.toBe(base);
    expect(configHash(inputs(''))).not.toBe(configHash(inputs(null)));
  });

  it('does not depend on the order the inputs are listed in', () => {
    expect(configHash([...inputs('{}')].reverse())).toBe(configHash(inputs('{}')));
  });

  it('names the builds whose stamp differs or is missing, and none when all match', () => {
    const now = configHash(inputs('{"ownerName":"Grace"}'));
    const before = configHash(inputs('{"ownerName":"Ada"}'));
    expect(outdatedBuilds({ shell: now, mf_forms: now }, now)).toEqual([]);
    expect(outdatedBuilds({ shell: before, mf_forms: now, mf_quote: null }, now)).toEqual(['shell', 'mf_quote']);
  });
});
