/**
 * Cover artwork for the case studies, drawn as SVG from a project's slug and categories: a palette and a
 * motif per (first) category (or the case study's own, its folder's motif.ts), and a network pattern seeded by the
 * slug, so every project gets its own cover without any image host. `scripts/caseStudies.ts` writes the files the
 * remote serves.
 *
 * One file holds both looks: the dark one as presentation attributes, and a `<style>` whose
 * `@media (prefers-color-scheme: light)` rules override them. An SVG shown by `<img>` evaluates that query against
 * the image's own `color-scheme`, which it inherits from the page's theme, so the cover follows the theme control
 * with one request per cover.
 */
import { mix } from '@portfolio/ui/code-colors';

export const COVER_WIDTH = 640;
export const COVER_HEIGHT = 360;

export interface Palette {
  from: string;
  to: string;
  glow: string;
}

/** A cover's light look: a pale gradient, and the ink its text, motif and pattern are drawn in. */
export interface LightPalette {
  from: string;
  to: string;
  /** The words and the motif. */
  ink: string;
  /** The network, the orbs and the category marks, at low opacity. */
  tint: string;
}

const PALETTES: Record<string, Palette> = {
  'computer-vision': { from: '#0b1f4d', to: '#0e7490', glow: '#67e8f9' },
  'gen-ai': { from: '#3b0764', to: '#be185d', glow: '#f9a8d4' },
  nlp: { from: '#064e3b', to: '#0f766e', glow: '#6ee7b7' },
  'data-analysis': { from: '#1e1b4b', to: '#1d4ed8', glow: '#93c5fd' },
  'image-processing': { from: '#7c2d12', to: '#c2410c', glow: '#fdba74' },
  'web-scraping': { from: '#0f172a', to: '#334155', glow: '#7dd3fc' },
  automation: { from: '#78350f', to: '#b91c1c', glow: '#fcd34d' },
  security: { from: '#052e16', to: '#14532d', glow: '#86efac' },
  'medical-ai': { from: '#4c0519', to: '#0f766e', glow: '#fda4af' },
  'audio-processing': { from: '#2e1065', to: '#4338ca', glow: '#c4b5fd' },
  OCR: { from: '#082f49', to: '#0369a1', glow: '#bae6fd' },
  'web application': { from: '#022c22', to: '#0e7490', glow: '#5eead4' },
};

const FALLBACK: Palette = { from: '#0f172a', to: '#1d4ed8', glow: '#bfdbfe' };

export function paletteFor(category: string): Palette {
  return PALETTES[category] ?? FALLBACK;
}

/**
 * The light look derived from the dark palette, so a category keeps its hue in both: the gradient is its glow mixed
 * towards white, the ink its darkest colour and the tint its middle one.
 */
export function lightPaletteOf({ from, to, glow }: Palette): LightPalette {
  return { from: mix(glow, '#ffffff', 0.8), to: mix(glow, '#ffffff', 0.35), ink: from, tint: to };
}

/** FNV-1a: a stable 32-bit seed from a slug. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small deterministic generator, so a cover never changes between builds. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** White line-art drawn in a 120 × 120 box, one per category. */
const MOTIFS: Record<string, string> = {
  'computer-vision': [
    '<path d="M8 32V8h24M88 8h24v24M112 88v24H88M32 112H8V88"/>',
    '<rect x="30" y="34" width="60" height="52" rx="6" stroke-dasharray="6 5"/>',
    '<circle cx="60" cy="60" r="12"/><circle cx="60" cy="60" r="3" fill="#fff"/>',
  ].join(''),
  'gen-ai': [
    '<path d="M60 10c4 26 12 34 38 38-26 4-34 12-38 38-4-26-12-34-38-38 26-4 34-12 38-38z"/>',
    '<path d="M98 78c2 10 5 13 15 15-10 2-13 5-15 15-2-10-5-13-15-15 10-2 13-5 15-15z"/>',
    '<path d="M22 80c1.5 7 4 9.5 11 11-7 1.5-9.5 4-11 11-1.5-7-4-9.5-11-11 7-1.5 9.5-4 11-11z"/>',
  ].join(''),
  nlp: [
    '<path d="M10 16h66a8 8 0 0 1 8 8v30a8 8 0 0 1-8 8H38l-16 14V62H10a8 8 0 0 1-8-8V24a8 8 0 0 1 8-8z"/>',
    '<path d="M16 32h52M16 46h36"/>',
    '<path d="M96 48h14a8 8 0 0 1 8 8v26a8 8 0 0 1-8 8h-6v12L90 90H60a8 8 0 0 1-8-8v-6"/>',
  ].join(''),
  'data-analysis': [
    '<path d="M10 110h100M10 110V10"/>',
    '<rect x="22" y="70" width="14" height="40"/><rect x="46" y="52" width="14" height="58"/>',
    '<rect x="70" y="62" width="14" height="48"/><rect x="94" y="34" width="14" height="76"/>',
    '<path d="M20 52l26-20 24 12 40-30"/><circle cx="110" cy="14" r="4" fill="#fff"/>',
  ].join(''),
  'image-processing': [
    '<path d="M60 14l48 24-48 24-48-24z"/>',
    '<path d="M12 60l48 24 48-24" opacity=".8"/>',
    '<path d="M12 82l48 24 48-24" opacity=".6"/>',
  ].join(''),
  'web-scraping': [
    '<rect x="8" y="14" width="104" height="76" rx="8"/><path d="M8 30h104"/>',
    '<circle cx="20" cy="22" r="2.5" fill="#fff"/><circle cx="30" cy="22" r="2.5" fill="#fff"/>',
    '<path d="M22 46h44M22 58h60M22 70h36"/>',
    '<path d="M92 60v48M80 96l12 12 12-12"/>',
  ].join(''),
  automation: [
    '<circle cx="48" cy="60" r="20"/>',
    '<path d="M48 28v-10M48 102V92M16 60H6M90 60H80M25 37l-7-7M78 90l-7-7M25 83l-7 7M78 30l-7 7"/>',
    '<path d="M84 40l30 20-30 20z"/>',
  ].join(''),
  security: ['<path d="M60 8l42 16v30c0 28-18 48-42 58-24-10-42-30-42-58V24z"/>', '<path d="M40 60l14 14 28-30"/>'].join(''),
  'medical-ai': [
    '<circle cx="60" cy="46" r="36"/>',
    '<path d="M52 26h16v12h12v16H68v12H52V54H40V38h12z"/>',
    '<path d="M4 104h30l8-14 10 26 10-20 6 8h48"/>',
  ].join(''),
  'audio-processing': ['<path d="M10 52v16M24 40v40M38 24v72M52 44v32M66 14v92M80 34v52M94 46v28M108 54v12"/>'].join(''),
  OCR: [
    '<path d="M22 6h54l24 24v84H22z"/><path d="M76 6v24h24"/>',
    '<path d="M34 48h52M34 62h52M34 76h36M34 90h44"/>',
    '<path d="M8 68h104" stroke-dasharray="4 4"/>',
  ].join(''),
  'web application': [
    '<rect x="6" y="12" width="108" height="84" rx="8"/><path d="M6 28h108"/>',
    '<rect x="16" y="38" width="28" height="48" rx="3"/>',
    '<rect x="52" y="38" width="52" height="20" rx="3"/><rect x="52" y="66" width="52" height="20" rx="3"/>',
  ].join(''),
};

function networkPattern(random: () => number, glow: string): string {
  const nodes = Array.from({ length: 16 }, () => ({ x: r1(random() * COVER_WIDTH), y: r1(random() * COVER_HEIGHT) }));
  const lines: string[] = [];
  nodes.forEach((a, i) => {
    nodes.slice(i + 1).forEach((b) => {
      if (Math.hypot(a.x - b.x, a.y - b.y) < 150) lines.push(`<path d="M${a.x} ${a.y}L${b.x} ${b.y}"/>`);
    });
  });
  const dots = nodes.map((n) => `<circle cx="${n.x}" cy="${n.y}" r="${r1(2 + random() * 3)}"/>`).join('');
  return `<g class="n" stroke="${glow}" stroke-opacity=".22" stroke-width="1">${lines.join('')}</g><g class="d" fill="${glow}" fill-opacity=".55">${dots}</g>`;
}

function orbs(random: () => number, glow: string): string {
  return Array.from({ length: 3 }, () => {
    const cx = r1(random() * COVER_WIDTH);
    const cy = r1(random() * COVER_HEIGHT);
    const r = r1(60 + random() * 90);
    return `<circle class="o" cx="${cx}" cy="${cy}" r="${r}" fill="${glow}" fill-opacity=".10"/>`;
  }).join('');
}

/** Small marks for a project's further categories, so multi-category projects show all of them (top right). */
function categoryBadges(categories: readonly string[]): string {
  return categories
    .slice(1)
    .map((category, i) => {
      const { glow } = paletteFor(category);
      return `<circle class="b${i}" cx="${COVER_WIDTH - 36 - i * 26}" cy="36" r="8" fill="${glow}" fill-opacity=".9"/>`;
    })
    .join('');
}

export interface CoverFigure {
  value: string;
  label: string;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A figure's label as a cover shows it: the part before any explanation (`Accuracy: verdicts that…` → `Accuracy`). */
export const shortLabel = (label: string) => label.split(/[:,(]/)[0]!.trim();

const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, DejaVu Sans, Liberation Sans, sans-serif';

/**
 * The words on a cover, one layout for every project: what the work delivers at the top left and, when its page
 * states one, its first figure large at the bottom left, each on a scrim (dark, or light in the light look) so the
 * text holds on any palette.
 */
function coverText(output: string, figure: CoverFigure | undefined): string {
  const parts = [
    `<defs><linearGradient id="scrim" class="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-opacity=".5"/><stop offset=".3" stop-opacity="0"/><stop offset=".55" stop-opacity="0"/><stop offset="1" stop-opacity=".62"/></linearGradient></defs>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#scrim)"/>`,
    `<g class="x" font-family="${FONT}" fill="#fff">`,
    `<text x="28" y="56" font-size="30" font-weight="600">${escapeXml(output)}</text>`,
  ];
  if (figure) {
    parts.push(
      `<text x="28" y="${COVER_HEIGHT - 62}" font-size="76" font-weight="800">${escapeXml(figure.value)}</text>`,
      `<text x="30" y="${COVER_HEIGHT - 26}" font-size="28" font-weight="500" fill-opacity=".92">${escapeXml(shortLabel(figure.label))}</text>`,
    );
  }
  parts.push('</g>');
  return parts.join('');
}

export interface CoverInput {
  slug: string;
  categories: readonly string[];
  /** What the work delivers (the record's `output`), written on the cover. */
  output: string;
  /** The first figure its page states, if any (never one of our own). */
  figure?: CoverFigure;
  /** The case study's own line-art in a 120 × 120 box; without one, its first category's. */
  motif?: string;
}

/** The rules that turn a cover's dark look (its attributes) into its light one; CSS outranks presentation attributes. */
function lightStyle(palette: Palette, categories: readonly string[]): string {
  const light = lightPaletteOf(palette);
  const badges = categories.slice(1).map((category, i) => `.b${i}{fill:${lightPaletteOf(paletteFor(category)).tint}}`);
  return [
    '<style>@media (prefers-color-scheme: light){',
    `.g0{stop-color:${light.from}}.g1{stop-color:${light.to}}`,
    `.o{fill:${light.tint};fill-opacity:.08}.n{stroke:${light.tint};stroke-opacity:.2}.d{fill:${light.tint};fill-opacity:.4}`,
    `.m{stroke:${light.ink}}.m [fill="#fff"]{fill:${light.ink}}`,
    ...badges,
    `.s stop{stop-color:#fff}.x{fill:${light.ink}}`,
    '}</style>',
  ].join('');
}

/** The cover of one project as a complete SVG document (640 × 360, 16:9), dark or light with the image's colour scheme. */
export function renderCoverSvg({ slug, categories, motif: own, output, figure }: CoverInput): string {
  const main = categories[0] ?? '';
  const palette = paletteFor(main);
  const random = seededRandom(hashSeed(slug));
  const angle = Math.round(random() * 360);
  const motif = own ?? MOTIFS[main] ?? MOTIFS['data-analysis']!;
  const scale = r1(1.3 + random() * 0.35);
  const motifX = r1(COVER_WIDTH * (0.5 + random() * 0.18));
  const motifY = r1((COVER_HEIGHT - 120 * scale) / 2);
  const id = `g-${hashSeed(slug).toString(36)}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">`,
    lightStyle(palette, categories),
    `<defs><linearGradient id="${id}" gradientTransform="rotate(${angle} .5 .5)">`,
    `<stop class="g0" offset="0" stop-color="${palette.from}"/><stop class="g1" offset="1" stop-color="${palette.to}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#${id})"/>`,
    orbs(random, palette.glow),
    networkPattern(random, palette.glow),
    `<g class="m" transform="translate(${motifX} ${motifY}) scale(${scale})" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" opacity=".92">${motif}</g>`,
    categoryBadges(categories),
    coverText(output, figure),
    `</svg>`,
    '',
  ].join('\n');
}
