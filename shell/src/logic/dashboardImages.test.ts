import { describe, expect, it } from 'vitest';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { DASHBOARD_IMAGE_COUNT } from './constants';
import { DASHBOARD_IMAGE_ALTS, DASHBOARD_WIDTHS, dashboardImages } from './dashboardImages';

const publicDir = path.resolve(import.meta.dirname, '../../public');

describe('dashboardImages', () => {
  it('lists files 0.png to 6.png under the dashboard folder', () => {
    expect(DASHBOARD_IMAGE_COUNT).toBe(7);
    expect(dashboardImages().map((i) => i.src)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => `/images/dashboard/${i}.png`));
  });
  it('gives every image its own alt text', () => {
    const alts = dashboardImages().map((i) => i.alt);
    expect(new Set(alts).size).toBe(DASHBOARD_IMAGE_COUNT);
    expect(DASHBOARD_IMAGE_ALTS).toHaveLength(DASHBOARD_IMAGE_COUNT);
  });
  it('has each file in the public folder, small enough to load quickly', () => {
    for (const { src } of dashboardImages()) {
      const file = path.join(publicDir, src);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(60 * 1024);
    }
  });
  it('has AVIF and WebP versions of every image at each width, each smaller than its PNG', () => {
    for (const image of dashboardImages()) {
      expect(image.webp).toBe(DASHBOARD_WIDTHS.map((w) => `${image.src.replace('.png', '')}-${w}.webp ${w}w`).join(', '));
      const png = statSync(path.join(publicDir, image.src));
      for (const set of [image.avif, image.webp]) {
        for (const candidate of set.split(', ')) {
          const file = path.join(publicDir, candidate.split(' ')[0]!);
          expect(existsSync(file), `${file}: run pnpm --filter shell images`).toBe(true);
          expect(statSync(file).size).toBeLessThan(png.size);
        }
      }
    }
  });
});
