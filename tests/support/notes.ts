import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { postMetaOf } from '../../mf-notes/scripts/mdxPlugins';
import { ROUTE } from '../../mf-notes/src/logic/constants';
import type { PostMeta } from '../../mf-notes/src/logic/postMeta';

const FOLDER = path.join(import.meta.dirname, '..', '..', 'mf-notes', 'src', 'posts');

/** Every note, read from its file as the build reads it (src/posts/<slug>.mdx is /notes/<slug>). */
export const NOTE_POSTS: readonly PostMeta[] = readdirSync(FOLDER)
  .filter((f) => f.endsWith('.mdx'))
  .sort()
  .map((f) => postMetaOf(path.join(FOLDER, f), readFileSync(path.join(FOLDER, f), 'utf8')));

export const notePath = (slug: string) => `${ROUTE}/${slug}`;

/** The notes' public pages: the listing and one page per post. */
export const NOTE_PAGE_COUNT = 1 + NOTE_POSTS.length;
