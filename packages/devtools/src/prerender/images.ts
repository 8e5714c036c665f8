import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SITE, type SiteConfig } from '@portfolio/ui/site';
import { icoFromPng } from './ico';

/** The preview card's size (Open Graph's recommended 1200×630) and look. */
export const PREVIEW = { width: 1200, height: 630, padding: 64, gap: 48, background: '#0f172a', title: '#f8fafc', subtitle: '#7dd3fc' } as const;
const COVER = { width: 480, height: 270, radius: 16 } as const;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

const escapeMarkup = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface PreviewCard {
  /** Path inside the app's dist, e.g. `og/cv-parser.png`. */
  file: string;
  /** '' for the site's own card. */
  title: string;
  subtitle: string;
  /** The cover image (an SVG or any image sharp reads) shown beside the title. */
  image?: Buffer;
}

/** A block of text wrapped at word boundaries to `width` pixels (Pango, through sharp/libvips): no browser needed. */
function textImage(text: string, { size, bold, color, width }: { size: number; bold: boolean; color: string; width: number }) {
  return sharp({
    text: {
      text: `<span foreground="${color}">${escapeMarkup(text)}</span>`,
      font: `${FONT} ${bold ? 'Bold ' : ''}${size}`,
      // 72 dpi: a font size in points is the same number of pixels.
      dpi: 72,
      width,
      wrap: 'word',
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

/** The cover scaled to fill its box (CSS `object-fit: cover`) with rounded corners. */
async function coverImage(image: Buffer): Promise<Buffer> {
  const { width, height, radius } = COVER;
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}"/></svg>`,
  );
  // A vector cover is rasterised at twice its box before scaling, so it stays sharp.
  return sharp(image, { density: 144 })
    .resize(width, height, { fit: 'cover' })
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

/**
 * The words on a preview card, each naming the owner (issue 38): the site's card is the owner's name and title; a
 * page's card is its title over its subtitle, else the owner's name and title.
 */
export function previewText(card: Pick<PreviewCard, 'title' | 'subtitle'>, site: Pick<SiteConfig, 'ownerName' | 'ownerTitle'> = SITE) {
  const owner = `${site.ownerName} · ${site.ownerTitle}`;
  if (!card.title) return { title: site.ownerName, subtitle: card.subtitle || site.ownerTitle };
  return { title: card.title, subtitle: card.subtitle ? `${card.subtitle} · ${site.ownerName}` : owner };
}

/** One 1200×630 link-preview PNG: the cover (if any) beside the title and subtitle, centred vertically. */
export async function previewPng(card: Omit<PreviewCard, 'file'>): Promise<Buffer> {
  const { title, subtitle } = previewText(card);
  const left = PREVIEW.padding + (card.image ? COVER.width + PREVIEW.gap : 0);
  const width = PREVIEW.width - left - PREVIEW.padding;
  const heading = await textImage(title, { size: card.image ? 52 : 68, bold: true, color: PREVIEW.title, width });
  const sub = await textImage(subtitle, { size: 30, bold: false, color: PREVIEW.subtitle, width });
  const spacing = 24;
  const blockHeight = heading.info.height + spacing + sub.info.height;
  const top = Math.max(0, Math.round((PREVIEW.height - blockHeight) / 2));
  const layers: sharp.OverlayOptions[] = [
    { input: heading.data, left, top },
    { input: sub.data, left, top: top + heading.info.height + spacing },
  ];
  if (card.image) layers.unshift({ input: await coverImage(card.image), left: PREVIEW.padding, top: Math.round((PREVIEW.height - COVER.height) / 2) });
  return sharp({ create: { width: PREVIEW.width, height: PREVIEW.height, channels: 4, background: PREVIEW.background } })
    .composite(layers)
    .flatten({ background: PREVIEW.background })
    .png()
    .toBuffer();
}

/** Link-preview images (og:image): 1200×630 PNGs, drawn at build time without a browser; bots skip SVG. */
export async function writePreviewImages(dist: string, cards: readonly PreviewCard[]) {
  for (const card of cards) {
    const out = path.join(dist, card.file);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, await previewPng(card));
  }
}

/** The shell's favicon.svg as a square PNG of `size` pixels, transparent around its shape. */
export const iconPng = (svg: Buffer, size: number) =>
  sharp(svg, { density: Math.max(72, Math.ceil((72 * size) / 32) * 2) })
    .resize(size, size)
    .png()
    .toBuffer();

/** favicon.ico, the apple-touch-icon and the manifest's icons, from the shell's favicon.svg. */
export async function writeIcons(dist: string) {
  const svg = readFileSync(path.join(dist, 'favicon.svg'));
  writeFileSync(path.join(dist, 'favicon.ico'), icoFromPng(await iconPng(svg, 32), 32));
  for (const [file, size] of [
    ['apple-touch-icon.png', 180],
    ['icon-192.png', 192],
    ['icon-512.png', 512],
  ] as const)
    writeFileSync(path.join(dist, file), await iconPng(svg, size));
}
