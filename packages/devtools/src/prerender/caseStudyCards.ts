import { readFileSync } from 'node:fs';
import path from 'node:path';
import { attrOf, findElement, parseMarkup, textOf } from './html';
import type { PreviewCard } from './images';
import { remoteBaseToken, type RemotePages } from './types';

/** One 1200×630 preview per case study, drawn from its cover (the page's first SVG of the remote's own) and title. */
export function caseStudyCards(pages: RemotePages, dist: string): PreviewCard[] {
  const token = remoteBaseToken('mf_portfolio');
  return Object.entries(pages)
    .filter(([p]) => p.startsWith('/portfolio/'))
    .map(([p, slots]) => {
      const fragment = Object.values(slots)[0]!;
      const title = textOf(findElement(parseMarkup(fragment.head), (e) => e.tagName === 'title') ?? parseMarkup('')).split(' | ')[0] ?? '';
      const cover = findElement(
        parseMarkup(fragment.html),
        (e) => e.tagName === 'img' && /^[^?#]+\.svg$/.test(attrOf(e, 'src') ?? '') && attrOf(e, 'src')!.startsWith(token),
      );
      const file = cover && path.join(dist, attrOf(cover, 'src')!.slice(token.length));
      return { file: `og/${p.split('/')[2]}.png`, title, subtitle: '', image: file ? readFileSync(file) : undefined };
    });
}

/** One 1200×630 preview per note, drawn from its title (a note has no cover of its own unless its front matter names one). */
export function noteCards(pages: RemotePages): PreviewCard[] {
  return Object.entries(pages)
    .filter(([p]) => p.startsWith('/notes/'))
    .map(([p, slots]) => {
      const fragment = Object.values(slots)[0]!;
      const title = textOf(findElement(parseMarkup(fragment.head), (e) => e.tagName === 'title') ?? parseMarkup('')).split(' | ')[0] ?? '';
      return { file: `og/${p.split('/')[2]}.png`, title, subtitle: '' };
    });
}

/** The remotes that make link-preview images, by the route their pages name them under: `/og/<route>/<slug>.png`. */
export const PREVIEW_IMAGE_REMOTES = { portfolio: 'mf_portfolio', notes: 'mf_notes' } as const;
