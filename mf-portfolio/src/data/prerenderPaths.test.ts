import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PORTFOLIO_ITEMS } from './portfolioItems';

describe('prerender.json', () => {
  it('lists Home, the listing and every case study, so each gets real HTML', () => {
    const file = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'prerender.json'), 'utf8')) as { paths: string[] };
    expect([...file.paths].sort()).toEqual(['/', '/portfolio', ...PORTFOLIO_ITEMS.map((i) => `/portfolio/${i.slug}`)].sort());
  });
});
