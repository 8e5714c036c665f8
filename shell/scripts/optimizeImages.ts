/**
 * Writes the modern formats of the dashboard images beside each PNG: AVIF and WebP at 400 and 800 px wide.
 * Run after changing a PNG (`pnpm --filter shell images`); the outputs are committed, and a unit test checks
 * that every PNG has them.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DASHBOARD_WIDTHS } from '../src/logic/dashboardImages';

const dir = path.join(import.meta.dirname, '..', 'public', 'images', 'dashboard');

for (const png of readdirSync(dir).filter((f) => f.endsWith('.png'))) {
  const base = path.join(dir, png.replace(/\.png$/, ''));
  for (const width of DASHBOARD_WIDTHS) {
    const resized = sharp(path.join(dir, png)).resize({ width });
    await resized.clone().avif({ quality: 55, effort: 6 }).toFile(`${base}-${width}.avif`);
    await resized.clone().webp({ quality: 80 }).toFile(`${base}-${width}.webp`);
  }
  console.log(`${png}: avif and webp at ${DASHBOARD_WIDTHS.join(', ')} px`);
}
