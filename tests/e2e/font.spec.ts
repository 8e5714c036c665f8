import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { BASE_URL } from '../support/ports';
import { FONT } from '../../packages/ui/src/font/constants';

/** Issue 38, item 5: the site's own font, served from its own origin, preloaded, and no layout shift for it. */

const FONT_URL = new RegExp(`^/${FONT.folder}/inter\\.[0-9a-f]{8,}\\.woff2$`);

/** The preload link of the font in a page's HTML: its URL and attributes. */
function fontPreload(html: string) {
  const link = /<link\b[^>]*\bas="font"[^>]*>/.exec(html)?.[0];
  expect(link, 'the head preloads a font').toBeDefined();
  const attr = (name: string) => new RegExp(`\\b${name}(?:="([^"]*)")?`).exec(link!)?.[1];
  return { href: attr('href')!, type: attr('type'), rel: attr('rel'), crossorigin: new RegExp('\\bcrossorigin\\b').test(link!) };
}

/** Sums the page's layout shifts not caused by input, from the page's very start (`buffered`). */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The fonts Chromium drew a node's text with (DevTools' "Rendered fonts"). */
async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((f) => f.familyName);
}

test('the prerendered head preloads the woff2 from the site itself; the file is cached for good and the CSP allows it', async ({ request }) => {
  const page = await request.get('/');
  const html = await page.text();
  const preload = fontPreload(html);
  expect(preload.rel).toBe('preload');
  expect(preload.href).toMatch(FONT_URL);
  expect(preload.type).toBe('font/woff2');
  expect(preload.crossorigin).toBe(true);
  // The face the page declares is that same file, swapped in when it arrives.
  const face = new RegExp(`@font-face\\{font-family:"${FONT.family}";src:url\\(([^)]+)\\)[^}]*font-display:swap`).exec(html);
  expect(face?.[1]).toBe(preload.href);
  expect(page.headers()['content-security-policy']).toMatch(/font-src 'self'/);

  const file = await request.get(preload.href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('font/woff2');
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await file.body()).subarray(0, 4).toString('latin1')).toBe('wOF2');
});

for (const path of ['/', '/portfolio']) {
  test(`${path} downloads the font once, from the shell's origin, and sets its h1 in it`, async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(r.url());
    });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toHaveLength(1);
    expect(new URL(fonts[0]!).origin).toBe(BASE_URL);
    expect(new URL(fonts[0]!).pathname).toMatch(FONT_URL);

    const loaded = await page.evaluate((family) => {
      const statuses: string[] = [];
      document.fonts.forEach((f) => {
        if (f.family.replace(/"/g, '') === family) statuses.push(f.status);
      });
      return statuses;
    }, FONT.family);
    expect(loaded).toEqual(['loaded']);
    expect(await page.evaluate((family) => document.fonts.check(`700 32px "${family}"`), FONT.family)).toBe(true);
    const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
    expect(await h1.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(new RegExp(`^"?${FONT.family}"?,\\s*"?${FONT.fallbackFamily}"?`));
    expect(await renderedFonts(page, 'main h1')).toContain(FONT.family);
  });
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('/ shifts no layout while the font arrives and the page goes live', async ({ page }) => {
    await observeLayoutShifts(page);
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    // Two frames after the last change, so every shift has been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBe(0);
  });

  test("the fallback is a local font adjusted to Inter's metrics, so text keeps its place before the font arrives", async ({ page }) => {
    await page.goto('/');
    const faces = await page.evaluate(async (family) => {
      const fallback: FontFace[] = [];
      document.fonts.forEach((f) => {
        if (f.family.replace(/"/g, '') === family) fallback.push(f);
      });
      await Promise.allSettled(fallback.map((f) => f.load()));
      return fallback.map((f) => ({ weight: f.weight, status: f.status, sizeAdjust: (f as FontFace & { sizeAdjust: string }).sizeAdjust }));
    }, FONT.fallbackFamily);
    expect(faces.map((f) => f.weight).sort()).toEqual(['400', '700']);
    for (const face of faces) {
      expect(face.status).toBe('loaded');
      expect(face.sizeAdjust).not.toBe('100%');
    }
  });
});
