import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { APPS, REMOTE_NAMES, type AppName } from '@portfolio/federation';
import { REPO_ROOT, buildMissing, distDir, serveStatic } from '@portfolio/devtools';
import { startBackend } from '@portfolio/backend';

/** The public pages (a note standing for every post), at a phone's and a desktop's size, in both themes: a change's visual effect at a glance. */
export const SCREENSHOT_PAGES = [
  ['home', '/'],
  ['portfolio', '/portfolio'],
  ['case-study', '/portfolio/face-recognition'],
  ['services', '/services'],
  ['contact', '/contact'],
  ['about', '/about'],
  ['notes', '/notes'],
  ['note', '/notes/messy-review-text'],
] as const;
export const SCREENSHOT_VIEWPORTS = [
  ['phone', { width: 375, height: 812 }],
  ['desktop', { width: 1280, height: 900 }],
] as const;
export const SCREENSHOT_THEMES = ['light', 'dark'] as const;

// Own ports (not pnpm start's 3000-3004, not the browser tests' default block): SCREENSHOTS_PORT_BASE moves them.
const BASE = Number(process.env.SCREENSHOTS_PORT_BASE ?? 4700);
const port = (app: AppName) => BASE + Object.keys(APPS).indexOf(app);

/** Waits until the shell and every remote area shown at once are live (docs/architecture.md, "Live at first paint"). */
async function waitForLive(page: Page) {
  await page.waitForFunction(
    () =>
      document.getElementById('root')?.hasAttribute('data-live') === true &&
      Array.from(document.querySelectorAll('[data-remote-area], [data-lazy-page]')).every(
        (a) => a.hasAttribute('data-live') || a.hasAttribute('data-deferred'),
      ),
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * Scrolls to the bottom a viewport at a time, so every lazy cover and deferred area comes near and loads, waits for
 * every image on the page to settle, then returns to the top: a full-page shot shows what a visitor scrolling sees.
 */
async function loadWholePage(page: Page) {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(innerHeight * 0.8)) {
      window.scrollTo(0, y);
      for (let i = 0; i < 2; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.waitForFunction(() => document.querySelector('[data-deferred]') === null, undefined, { timeout: 30_000 });
  await waitForLive(page);
  // The covers that are shown (a hidden one, like a phone's case-study hero cover, is never fetched).
  await page
    .waitForFunction(
      () => Array.from(document.querySelectorAll('img[data-reveal]')).every((img) => img.getClientRects().length === 0 || (img as HTMLImageElement).complete),
      undefined,
      {
        timeout: 20_000,
      },
    )
    .catch(() => console.warn(`  some covers had not loaded on ${page.url()}`));
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function main() {
  const folder = path.join(REPO_ROOT, 'screenshots', process.argv[2] ?? 'current');
  mkdirSync(folder, { recursive: true });
  buildMissing();
  const backend = await startBackend({ port: BASE + 321, dataDir: 'memory://', quiet: true });
  const remoteUrls = Object.fromEntries(REMOTE_NAMES.map((n) => [`REMOTE_${n.toUpperCase()}_URL`, `http://localhost:${port(n)}/mf-manifest.json`]));
  const env = { ...process.env, ...remoteUrls, SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: backend.anonKey };
  const servers = await Promise.all((Object.keys(APPS) as AppName[]).map((app) => serveStatic(distDir(app), port(app), env)));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    for (const theme of SCREENSHOT_THEMES) {
      for (const [device, viewport] of SCREENSHOT_VIEWPORTS) {
        // The theme comes from the system setting, as for a first-time visitor; carousels and fades hold still.
        const context = await browser.newContext({ viewport, colorScheme: theme, reducedMotion: 'reduce', deviceScaleFactor: 1 });
        const page = await context.newPage();
        for (const [name, route] of SCREENSHOT_PAGES) {
          await page.goto(`http://localhost:${port('shell')}${route}`);
          await waitForLive(page);
          await loadWholePage(page);
          const file = path.join(folder, `${name}-${device}-${theme}.png`);
          await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
          console.log(path.relative(REPO_ROOT, file));
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
    await backend.stop();
  }
}

await main();
