import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { iconPng, PREVIEW, previewPng, previewText } from './images';
import { icoFromPng } from './ico';

const cover = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#ff0000"/></svg>');
const favicon = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f172a"/><path d="M9 22V10h4.5a4 4 0 0 1 0 8H12" stroke="#38bdf8" stroke-width="3" fill="none"/></svg>',
);

/** The colour of a pixel of a PNG, as [r, g, b, a]. */
async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

/** How many pixels of a region are far from the card's background: text or an image drawn there. */
async function inkIn(png: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const { data } = await sharp(png).extract(region).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (let i = 0; i < data.length; i += 3) if (data[i]! + data[i + 1]! + data[i + 2]! > 3 * 120) ink++;
  return ink;
}

describe('the words on a preview card', () => {
  const owner = { ownerName: 'Ada Example-Free', ownerTitle: 'Freelance AI/ML Developer' };

  it('names the owner on the site’s card and on every page’s (issue 38)', () => {
    expect(previewText({ title: '', subtitle: '' }, owner)).toEqual({ title: owner.ownerName, subtitle: owner.ownerTitle });
    expect(previewText({ title: 'Face Recognition System', subtitle: '' }, owner)).toEqual({
      title: 'Face Recognition System',
      subtitle: 'Ada Example-Free · Freelance AI/ML Developer',
    });
    expect(previewText({ title: 'Services', subtitle: 'Fixed-price projects' }, owner).subtitle).toBe('Fixed-price projects · Ada Example-Free');
  });
});

describe('link-preview images without a browser', () => {
  it('draws a 1200×630 card with the cover on the left and the title beside it', async () => {
    const png = await previewPng({ title: 'Face Recognition System', subtitle: '', image: cover });
    expect(await sharp(png).metadata()).toMatchObject({ width: PREVIEW.width, height: PREVIEW.height, format: 'png' });
    expect(await pixel(png, 300, 315)).toEqual([255, 0, 0, 255]);
    // Rounded corners: the cover's corner shows the background.
    expect(await pixel(png, 65, 181)).toEqual([15, 23, 42, 255]);
    expect(await inkIn(png, { left: 592, top: 100, width: 544, height: 430 })).toBeGreaterThan(2000);
    expect(await inkIn(png, { left: 0, top: 0, width: 1200, height: 90 })).toBe(0);
  });

  it("draws a cover's dark look, not the light one its own stylesheet keeps for a light page (the card is dark)", async () => {
    const themed = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><style>@media (prefers-color-scheme: light){.c{fill:#00ff00}}</style><rect class="c" width="16" height="9" fill="#ff0000"/></svg>',
    );
    const png = await previewPng({ title: 'Face Recognition System', subtitle: '', image: themed });
    expect(await pixel(png, 300, 315)).toEqual([255, 0, 0, 255]);
  });

  it("draws the site's own card as text alone, wrapping a long title inside the card", async () => {
    const png = await previewPng({ title: 'A very long case study title that needs more than one line to fit', subtitle: 'Site', image: undefined });
    expect(await inkIn(png, { left: 64, top: 100, width: 1072, height: 430 })).toBeGreaterThan(2000);
    expect(await inkIn(png, { left: 1140, top: 0, width: 60, height: 630 })).toBe(0);
  });
});

describe('icons without a browser', () => {
  it('renders the favicon at each size, transparent outside its rounded square', async () => {
    for (const size of [32, 180, 512]) {
      const png = await iconPng(favicon, size);
      expect(await sharp(png).metadata()).toMatchObject({ width: size, height: size, format: 'png' });
      expect((await pixel(png, 0, 0))[3]).toBe(0);
      expect(await pixel(png, Math.round(size / 2), Math.round(size * 0.95))).toEqual([15, 23, 42, 255]);
    }
  });

  it('wraps the 32 px PNG in an .ico header', async () => {
    const png = await iconPng(favicon, 32);
    const ico = icoFromPng(png, 32);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt32LE(14)).toBe(png.length);
    expect(ico.subarray(22).equals(png)).toBe(true);
  });
});
