import { readdirSync } from 'node:fs';
import { APPS, type AppName } from '@portfolio/federation/ports';
import { describe, expect, it } from 'vitest';
import { COMPOSITION_SPECS, SPEC_OWNERS, specsFor } from './specOwners';

const specFiles = readdirSync(new URL('../e2e/', import.meta.url)).filter((f) => f.endsWith('.spec.ts'));

describe('which pipeline runs each browser spec', () => {
  it('every spec is owned by an app or is a composition spec, and no listed spec is missing', () => {
    const listed = [...Object.keys(SPEC_OWNERS), ...COMPOSITION_SPECS].sort();
    expect(listed).toEqual([...specFiles].sort());
  });

  it('every app runs pages of its own and every composition spec', () => {
    for (const app of Object.keys(APPS) as AppName[]) {
      const specs = specsFor(app);
      expect(specs.length, app).toBeGreaterThan(COMPOSITION_SPECS.length);
      for (const spec of COMPOSITION_SPECS) expect(specs, app).toContain(`e2e/${spec}`);
    }
    expect(specsFor('mf_quote')).toContain('e2e/quote.spec.ts');
    expect(specsFor('mf_quote')).not.toContain('e2e/account.spec.ts');
  });
});
