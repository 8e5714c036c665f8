import { describe, expect, it } from 'vitest';
import { againstPart } from './report';
import { againstArg } from './against';

const lhRow = (route: string, mobile: number, desktop: number) => ({
  route,
  mobile: { performance: mobile, lcpMs: 1, tbtMs: 0, cls: 0, accessibility: 100, bestPractices: 100, seo: 100 },
  desktop: { performance: desktop, lcpMs: 1, cls: 0 },
});

describe('againstPart', () => {
  it('puts before → after side by side for every route', () => {
    const md = againstPart(
      { commit: 'abc1234', live: [{ route: '/', medianMs: 1000, ratioToHome: 1 }], lighthouse: [lhRow('/', 96, 100)] },
      { live: [{ route: '/', medianMs: 1100, ratioToHome: 1 }], lighthouse: [lhRow('/', 98, 100)] },
      'def5678',
    ).join('\n');
    expect(md).toContain('## Side by side with `abc1234`');
    expect(md).toContain('| `/` | 1.00 s → 1.10 s | 1.00 → 1.00 | 96 → 98 | 100 → 100 |');
  });

  it('shows a dash for a route the other commit did not measure', () => {
    const md = againstPart({ commit: 'abc1234', live: [] }, { live: [{ route: '/notes', medianMs: 900, ratioToHome: 0.9 }] }, 'def5678').join('\n');
    expect(md).toContain('| `/notes` | — → 0.90 s | — → 0.90 | — → — | — → — |');
  });
});

describe('againstArg', () => {
  it('reads the folder in either spelling', () => {
    expect(againstArg(['--against', '/tmp/before'])).toBe('/tmp/before');
    expect(againstArg(['--against=/tmp/before'])).toBe('/tmp/before');
    expect(againstArg(['--against', '../before'], '/work/main')).toBe('/work/before');
    expect(againstArg(['--only', 'live'])).toBeUndefined();
  });

  it('refuses a flag without its folder', () => {
    expect(() => againstArg(['--against'])).toThrow('--against needs a checkout folder');
    expect(() => againstArg(['--against', '--only'])).toThrow('--against needs a checkout folder');
  });
});
