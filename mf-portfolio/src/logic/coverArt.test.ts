import { describe, expect, it } from 'vitest';
import { PROJECTS } from '../data/projects';
import { categoriesOf } from './categories';
import { COVER_HEIGHT, COVER_WIDTH, hashSeed, lightPaletteOf, paletteFor, renderCoverSvg, seededRandom, shortLabel } from './coverArt';
import { contrastRatio } from '@portfolio/ui/code-colors';

describe('renderCoverSvg', () => {
  const covers = PROJECTS.map((p) => renderCoverSvg({ slug: p.slug, categories: categoriesOf(p.category), output: p.output }));

  it('draws a complete 16:9 SVG document with no external reference', () => {
    for (const svg of covers) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain(`viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}"`);
      expect(svg.trim().endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/href=|url\((?!#)|@import|<image/);
    }
  });

  it('gives every project its own cover', () => {
    expect(new Set(covers).size).toBe(PROJECTS.length);
  });

  it("draws a case study's own motif in place of its category's", () => {
    const own = '<circle cx="60" cy="60" r="7"/>';
    const svg = renderCoverSvg({ slug: 'gamble', categories: ['data-analysis'], motif: own, output: 'x' });
    expect(svg).toContain(own);
    expect(svg).not.toBe(renderCoverSvg({ slug: 'gamble', categories: ['data-analysis'], output: 'x' }));
  });

  it('is deterministic', () => {
    expect(renderCoverSvg({ slug: 'gamble', categories: ['data-analysis'], output: 'x' })).toBe(
      renderCoverSvg({ slug: 'gamble', categories: ['data-analysis'], output: 'x' }),
    );
  });

  it('uses the first category for the palette and marks the further ones', () => {
    const svg = renderCoverSvg({ slug: 'signature-detection', categories: ['computer-vision', 'security', 'image-processing'], output: 'x' });
    expect(svg).toContain(paletteFor('computer-vision').from);
    expect(svg).toContain(paletteFor('security').glow);
    expect(svg).toContain(paletteFor('image-processing').glow);
  });
});

describe('the light and dark looks in one file (issue 30)', () => {
  // Every category of the projects, and one no palette names (the fallback).
  const categories = [...new Set(PROJECTS.flatMap((p) => categoriesOf(p.category))), 'no-such-category'];
  const withoutStyle = (svg: string) => svg.replace(/<style>[\s\S]*?<\/style>/, '');

  it("keeps every category's light cover text at 4.5:1 or more on both ends of its light gradient", () => {
    for (const category of categories) {
      const light = lightPaletteOf(paletteFor(category));
      expect(contrastRatio(light.ink, light.from), category).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(light.ink, light.to), category).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('makes the light gradient light: both its ends lighter than every end of the dark one', () => {
    for (const category of categories) {
      const dark = paletteFor(category);
      const light = lightPaletteOf(dark);
      for (const end of [light.from, light.to]) {
        expect(contrastRatio(end, '#ffffff'), `${category} ${end}`).toBeLessThan(2);
        expect(contrastRatio(end, '#000000'), `${category} ${end}`).toBeGreaterThan(contrastRatio(dark.to, '#000000'));
      }
    }
  });

  it('draws the dark look as attributes, unchanged, and the light one only under prefers-color-scheme: light', () => {
    const svg = renderCoverSvg({ slug: 'signature-detection', categories: ['computer-vision', 'security'], output: 'x', figure: { value: '1', label: 'y' } });
    const dark = paletteFor('computer-vision');
    const light = lightPaletteOf(dark);
    const body = withoutStyle(svg);
    expect(body).toContain(`stop-color="${dark.from}"`);
    expect(body).toContain(`stop-color="${dark.to}"`);
    expect(body).toContain(`stroke="${dark.glow}"`);
    expect(body).toContain('stroke="#fff"');
    expect(body).toContain(`fill="${paletteFor('security').glow}"`);
    for (const color of [light.from, light.to]) expect(body).not.toContain(color);

    const style = svg.match(/<style>([\s\S]*?)<\/style>/)![1]!;
    expect(style.startsWith('@media (prefers-color-scheme: light){')).toBe(true);
    expect(style.endsWith('}')).toBe(true);
    expect(style).toContain(`.g0{stop-color:${light.from}}.g1{stop-color:${light.to}}`);
    expect(style).toContain(`.x{fill:${light.ink}}`);
    expect(style).toContain(`.m [fill="#fff"]{fill:${light.ink}}`);
    expect(style).toContain(`.b0{fill:${lightPaletteOf(paletteFor('security')).tint}}`);
    // Every class a rule names is on an element of the drawing.
    for (const [, name] of style.matchAll(/\.([a-z]\d?)[{ ]/g)) expect(body, name).toMatch(new RegExp(`class="${name}"`));
  });

  it('leaves the dark palette as it was', () => {
    expect(paletteFor('computer-vision')).toEqual({ from: '#0b1f4d', to: '#0e7490', glow: '#67e8f9' });
    expect(paletteFor('no-such-category')).toEqual({ from: '#0f172a', to: '#1d4ed8', glow: '#bfdbfe' });
  });
});

describe('the words on a cover (issue 30)', () => {
  it('writes what the work delivers on every cover, escaped, in a length that fits its width', () => {
    for (const p of PROJECTS) {
      expect(p.output.length, p.slug).toBeLessThanOrEqual(28);
      expect(renderCoverSvg({ slug: p.slug, categories: categoriesOf(p.category), output: p.output })).toContain(`>${p.output.replace(/&/g, '&amp;')}</text>`);
    }
    expect(renderCoverSvg({ slug: 'x', categories: [], output: 'Reading & <billing>' })).toContain('>Reading &amp; &lt;billing&gt;</text>');
  });

  it('draws the figure it is given, with the short form of its label, and no figure when it has none', () => {
    const svg = renderCoverSvg({
      slug: 'vudencai',
      categories: ['security'],
      output: 'SQL-injection detector',
      figure: { value: '96%', label: 'Accuracy: verdicts that were correct' },
    });
    expect(svg).toContain('>96%</text>');
    expect(svg).toContain('>Accuracy</text>');
    const none = renderCoverSvg({ slug: 'vudencai', categories: ['security'], output: 'SQL-injection detector' });
    expect(none.match(/<text/g)).toHaveLength(1);
  });

  it('shortens a label at its first explanation', () => {
    expect(shortLabel('SDR index range, one decimal')).toBe('SDR index range');
    expect(shortLabel('Brand accuracy (98% top-3)')).toBe('Brand accuracy');
    expect(shortLabel('IoU')).toBe('IoU');
  });
});

describe('seededRandom', () => {
  it('repeats for a seed and stays within [0, 1)', () => {
    const a = seededRandom(hashSeed('x'));
    const b = seededRandom(hashSeed('x'));
    for (let i = 0; i < 50; i++) {
      const value = a();
      expect(value).toBe(b());
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
