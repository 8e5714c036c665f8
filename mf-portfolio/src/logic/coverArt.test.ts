import { describe, expect, it } from 'vitest';
import { PROJECTS } from '../data/projects';
import { categoriesOf } from './categories';
import { COVER_HEIGHT, COVER_WIDTH, hashSeed, paletteFor, renderCoverSvg, seededRandom, shortLabel } from './coverArt';

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
