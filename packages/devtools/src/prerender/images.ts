import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { SITE } from '@portfolio/ui/site';
import { icoFromPng } from './ico';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface PreviewCard {
  /** Path inside the app's dist, e.g. `og/cv-parser.png`. */
  file: string;
  /** '' for the site's own card. */
  title: string;
  subtitle: string;
  /** URL of a cover image to show beside the title. */
  image?: string;
}

/** Link-preview images (og:image): 1200×630 PNGs, drawn in the browser at build time; bots skip SVG. */
export async function writePreviewImages(context: BrowserContext, dist: string, cards: readonly PreviewCard[]) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1200, height: 630 });
  try {
    for (const card of cards) {
      const title = card.title || SITE.name;
      const subtitle = card.subtitle || (card.title ? SITE.name : SITE.ownerTitle);
      await page.setContent(`<!doctype html><html><body style="margin:0;width:1200px;height:630px;display:flex;align-items:center;gap:48px;padding:0 64px;box-sizing:border-box;background:#0f172a;color:#f8fafc;font-family:system-ui,sans-serif">
        ${card.image ? `<img src="${escapeHtml(card.image)}" style="width:480px;height:270px;border-radius:16px;object-fit:cover;flex:none">` : ''}
        <div><div style="font-size:${card.image ? 52 : 68}px;font-weight:800;line-height:1.1">${escapeHtml(title)}</div>
        <div style="margin-top:24px;font-size:30px;color:#7dd3fc">${escapeHtml(subtitle)}</div></div></body></html>`);
      await page.waitForLoadState('networkidle');
      const out = path.join(dist, card.file);
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, await page.screenshot({ type: 'png' }));
    }
  } finally {
    await page.close();
  }
}

/** favicon.ico, the apple-touch-icon and the manifest's icons, from the shell's favicon.svg. */
export async function writeIcons(context: BrowserContext, dist: string) {
  const svg = readFileSync(path.join(dist, 'favicon.svg'), 'utf8');
  const page = await context.newPage();
  try {
    const draw = async (size: number) => {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:transparent">${svg.replace('<svg', `<svg width="${size}" height="${size}"`)}</body></html>`,
      );
      return page.screenshot({ type: 'png', omitBackground: true });
    };
    writeFileSync(path.join(dist, 'favicon.ico'), icoFromPng(await draw(32), 32));
    writeFileSync(path.join(dist, 'apple-touch-icon.png'), await draw(180));
    writeFileSync(path.join(dist, 'icon-192.png'), await draw(192));
    writeFileSync(path.join(dist, 'icon-512.png'), await draw(512));
  } finally {
    await page.close();
  }
}
