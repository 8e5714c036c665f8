import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, type AppName } from '@portfolio/federation';
import { distDir } from '../paths';
import { precompressDir } from '@portfolio/federation';
import { NOT_FOUND_PROBE, pathsOf } from './pagesOf';
import { frameKeyOf } from './compose';
import { filterHead, rulesFor, splitHead, splitSlots, unstyledIdsIn } from './split';
import { attrOf } from './html';
import { remoteBaseToken, type RemotePages, type ShellFrames } from './types';
import { writeIcons, writePreviewImages } from './images';
import { caseStudyCards, noteCards } from './caseStudyCards';
import { loadServerBundles, type ServerBundles } from './serverBundles';
import { routeOwnerId } from './owner';

/** Renders one path of the site in Node, with the remote files it loaded beyond its expose's (see serverBundles.ts). */
async function renderPath(bundles: ServerBundles, p: string) {
  const { result: rendered, extraFiles } = await bundles.render(p);
  // Every class in the markup has its rule: a part rendered without its styles would go out unstyled.
  const unstyled = unstyledIdsIn(rendered.html, rendered.inserted);
  if (unstyled.length) throw new Error(`${p} rendered classes without rules: css-${unstyled.join(', css-')}`);
  return { ...rendered, extraFiles };
}

/**
 * Prerenders the pages of the given apps from their server bundles (each app's rsbuild `node` environment), in Node:
 * no browser. Each app keeps only its part: the shell its frames (chrome with slot markers), a remote the HTML inside
 * its slots. So rebuilding one remote and prerendering it again changes that remote's files only.
 */
export async function prerender(apps: AppName[]) {
  const started = Date.now();
  const bundles = await loadServerBundles();
  for (const app of apps) {
    const paths = app === 'shell' ? [...pathsOf('shell'), NOT_FOUND_PROBE] : pathsOf(app);
    const frames: ShellFrames = {};
    const pages: RemotePages = {};
    for (const p of paths) {
      const rendered = await renderPath(bundles, p);
      const { head, body } = splitHead(rendered.html);
      const { frame, slots } = splitSlots(body);
      const ownerSlot = routeOwnerId(p);
      if (app === 'shell') {
        const key = p === NOT_FOUND_PROBE ? '/404' : frameKeyOf(p);
        // React preloads the first images it renders; in the shell's head, those of a remote's slot would pin its old URLs.
        const ownHead = ownerSlot
          ? ''
          : filterHead(head, (e) => !(e.tagName === 'link' && attrOf(e, 'as') === 'image' && (attrOf(e, 'href') ?? '').startsWith('{{')));
        frames[key] = { html: frame, rules: rulesFor(frame, rendered.rules), head: ownHead, globalCss: rendered.globalCss };
      } else {
        const kept = Object.entries(slots).filter(([id]) => id.startsWith(`${app}/`) && bundles.prerenderedAreas.has(id));
        // A path a remote lists must render one of its areas that the table prerenders, or it would be an empty page.
        if (!kept.length)
          throw new Error(
            `${APPS[app].dir}/prerender.json lists ${p}, but no area of ${app} there is prerendered (packages/federation/src/areas/remoteAreas.ts)`,
          );
        for (const [id, html] of kept) {
          // The head (it can name the remote's assets too) and the files to preload belong to the route's owner.
          const owner = ownerSlot === id;
          const preload = owner ? (rendered.extraFiles[app] ?? []).map((f) => `${remoteBaseToken(app)}${f}`) : [];
          (pages[p] ??= {})[id] = { html, rules: rulesFor(html, rendered.rules), head: owner ? head : '', ...(preload.length ? { preload } : {}) };
        }
      }
    }
    const out = path.join(distDir(app), 'prerender');
    mkdirSync(out, { recursive: true });
    if (app === 'shell') {
      writeFileSync(path.join(out, 'frames.json'), JSON.stringify(frames));
      await writeIcons(distDir('shell'));
      await writePreviewImages(distDir('shell'), [{ file: 'og/site.png', title: '', subtitle: '' }]);
    } else {
      writeFileSync(path.join(out, 'pages.json'), JSON.stringify(pages));
      if (app === 'mf_portfolio') await writePreviewImages(distDir(app), caseStudyCards(pages, distDir(app)));
      if (app === 'mf_notes') await writePreviewImages(distDir(app), noteCards(pages));
    }
    precompressDir(distDir(app));
    console.log(`Prerendered ${APPS[app].dir}: ${paths.length} pages`);
  }
  console.log(`Prerendering took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
