import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserFileOf } from './serverBundles';

const manifest = {
  exposes: [
    {
      name: 'routes',
      assets: {
        js: {
          sync: ['static/js/async/__federation_expose_routes.0e5d21a254.js'],
          async: ['static/js/async/case-gamble.af751db55f.js', 'static/js/async/case-gamble-2.11aa22bb33.js'],
        },
      },
    },
  ],
};

describe('browserFileOf', () => {
  it("finds the browser build's file of a chunk an expose loads on demand, by its name", () => {
    expect(browserFileOf('/repo/mf-portfolio/dist-server/case-gamble.js', manifest)).toBe('static/js/async/case-gamble.af751db55f.js');
  });

  it("ignores chunks that are no expose's on-demand files (the expose's own are preloaded from the manifest)", () => {
    expect(browserFileOf('/repo/mf-portfolio/dist-server/__federation_expose_routes.js', manifest)).toBeUndefined();
    expect(browserFileOf('/repo/mf-portfolio/dist-server/case.js', manifest)).toBeUndefined();
  });
});

/** Files of a package's sources that are not tests. */
const sourcesOf = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|buildtest)\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));

describe('the build needs no browser (issue 28)', () => {
  const root = path.resolve(import.meta.dirname, '..', '..', '..');
  it('devtools and the build config depend on no browser driver', () => {
    for (const pkg of ['devtools', 'federation']) {
      const { dependencies = {} } = JSON.parse(readFileSync(path.join(root, pkg, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
      expect(
        Object.keys(dependencies).filter((d) => /playwright|puppeteer/.test(d)),
        pkg,
      ).toEqual([]);
    }
  });

  it('no module of the build, the prerender, the release or `pnpm start` imports one', () => {
    const importsBrowser = /from ['"](playwright|playwright-core|puppeteer)|import\(['"](playwright|puppeteer)/;
    const offenders = ['devtools', 'federation']
      .flatMap((pkg) => sourcesOf(path.join(root, pkg, 'src')))
      .filter((f) => importsBrowser.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
