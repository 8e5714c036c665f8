import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { APPS, REMOTE_NAMES, type AppName } from '@portfolio/federation';
import { serveStatic, type StaticServer } from '../serveStatic';
import { distDir } from '../paths';
import { precompressDir } from '@portfolio/federation';
import { NOT_FOUND_PROBE, pathsOf } from './pagesOf';
import { frameKeyOf } from './compose';
import { routeOwnerSlot } from './owner';
import { filterHead, rulesFor, splitHead, splitSlots, tokenizeOrigin, unstyledIdsIn } from './split';
import { attrOf } from './html';
import { remoteBaseToken, type EmotionRule, type RemotePages, type ShellFrames } from './types';
import { writeIcons, writePreviewImages } from './images';
import { caseStudyCards } from './caseStudyCards';

interface Rendered {
  html: string;
  rules: EmotionRule[];
  globalCss: string;
  inserted: string[];
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What the shell's prerender mode puts on the page (see shell/src/bootstrap.tsx); this file runs in Node. */
type PrerenderWindow = { __PRERENDER__?: boolean; __renderPage?: () => Promise<Rendered> };
declare const window: PrerenderWindow;

/** Loads a path of the composed site in prerender mode and renders it to a string once nothing is pending. */
async function renderPath(context: BrowserContext, url: string): Promise<Rendered & { scripts: string[] }> {
  const page = await context.newPage();
  // The scripts and styles the page asked for: a remote's are preloaded by the composed page.
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || r.resourceType() === 'stylesheet') scripts.push(r.url());
  });
  try {
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}: is every app built?`);
    await page.waitForFunction(() => typeof window.__renderPage === 'function');
    // A boundary still waiting (a lazy chunk, a remote) renders as `<!--$?-->`/`<!--$!-->`, and a part whose code has
    // arrived but whose client commit has not inserted its Emotion rules yet renders classes without rules: wait
    // until neither is left.
    let unstyled: string[] = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      const rendered = await page.evaluate(() => window.__renderPage!());
      unstyled = unstyledIdsIn(rendered.html, rendered.inserted);
      if (!/<!--\$[?!]-->/.test(rendered.html) && unstyled.length === 0) return { ...rendered, scripts };
      await page.waitForTimeout(200);
    }
    throw new Error(`${url} never finished loading${unstyled.length ? ` (no rules for css-${unstyled.join(', css-')})` : ''}`);
  } finally {
    await page.close();
  }
}

/** Starts the composition to render from: every app's build on a free port, no backend (pages render defaults). */
async function serveComposition(): Promise<{ shell: StaticServer; remotes: Record<string, StaticServer>; close: () => Promise<void> }> {
  const remotes: Record<string, StaticServer> = {};
  for (const name of REMOTE_NAMES) remotes[name] = await serveStatic(distDir(name), 0, {});
  const env = {
    ...Object.fromEntries(REMOTE_NAMES.map((n) => [`REMOTE_${n.toUpperCase()}_URL`, `${remotes[n]!.url}/mf-manifest.json`])),
    // No backend at build time: data-driven parts render their defaults, which is also what hydration starts from.
    SUPABASE_URL: 'http://127.0.0.1:9',
    SUPABASE_ANON_KEY: 'prerender',
  };
  const shell = await serveStatic(distDir('shell'), 0, env, '', { compose: false });
  const close = async () => {
    await shell.close();
    await Promise.all(Object.values(remotes).map((s) => s.close()));
  };
  return { shell, remotes, close };
}

/**
 * Prerenders the pages of the given apps against the current composition. Each app keeps only its part:
 * the shell its frames (chrome with slot markers), a remote the HTML inside its slots. So rebuilding one
 * remote and prerendering it again changes that remote's files only.
 */
export async function prerender(apps: AppName[]) {
  const started = Date.now();
  const composition = await serveComposition();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await context.addInitScript(() => {
      window.__PRERENDER__ = true;
    });
    for (const app of apps) {
      const paths = app === 'shell' ? [...pathsOf('shell'), NOT_FOUND_PROBE] : pathsOf(app);
      const frames: ShellFrames = {};
      const pages: RemotePages = {};
      const queue = [...paths];
      const worker = async () => {
        for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
          const rendered = await renderPath(context, `${composition.shell.url}${p}`);
          const { head, body } = splitHead(rendered.html);
          const { frame, slots } = splitSlots(body);
          const ownerSlot = routeOwnerSlot(frame);
          if (app === 'shell') {
            const key = p === NOT_FOUND_PROBE ? '/404' : frameKeyOf(p);
            // React preloads the first images it renders; in the shell's head, those of a remote's slot would pin its old URLs.
            const ownHead = ownerSlot
              ? ''
              : filterHead(head, (e) => !(e.tagName === 'link' && attrOf(e, 'as') === 'image' && /^https?:/.test(attrOf(e, 'href') ?? '')));
            frames[key] = { html: frame, rules: rulesFor(frame, rendered.rules), head: ownHead, globalCss: rendered.globalCss };
          } else {
            const origin = composition.remotes[app]!.url;
            for (const [id, html] of Object.entries(slots).filter(([id]) => id.startsWith(`${app}/`))) {
              const markup = tokenizeOrigin({ html, rules: rulesFor(html, rendered.rules) }, origin, remoteBaseToken(app));
              // The head can name the remote's assets too (React preloads the first images).
              const ownHead = ownerSlot === id ? head.split(`${origin}/`).join(remoteBaseToken(app)) : '';
              // The remote's own files this page requested (a case study's content chunk too), for the route's owner only.
              const preload =
                ownerSlot === id ? rendered.scripts.filter((u) => u.startsWith(`${origin}/`)).map((u) => u.replace(`${origin}/`, remoteBaseToken(app))) : [];
              (pages[p] ??= {})[id] = { ...markup, head: ownHead, ...(preload.length ? { preload: [...new Set(preload)] } : {}) };
            }
          }
        }
      };
      await Promise.all([worker(), worker()]);
      const out = path.join(distDir(app), 'prerender');
      mkdirSync(out, { recursive: true });
      if (app === 'shell') {
        writeFileSync(path.join(out, 'frames.json'), JSON.stringify(frames));
        await writeIcons(distDir('shell'));
        await writePreviewImages(distDir('shell'), [{ file: 'og/site.png', title: '', subtitle: '' }]);
      } else {
        writeFileSync(path.join(out, 'pages.json'), JSON.stringify(pages));
        if (app === 'mf_portfolio') await writePreviewImages(distDir(app), caseStudyCards(pages, distDir(app)));
      }
      precompressDir(distDir(app));
      console.log(`Prerendered ${APPS[app].dir}: ${paths.length} pages`);
    }
  } finally {
    await browser.close();
    await composition.close();
  }
  console.log(`Prerendering took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
