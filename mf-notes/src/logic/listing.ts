import type { PostMeta } from './postMeta';

/** Newest first; posts of one date by title, so the order never depends on the file system. */
export const newestFirst = (posts: readonly PostMeta[]): PostMeta[] =>
  [...posts].sort((a, b) => (a.date === b.date ? a.title.localeCompare(b.title) : b.date.localeCompare(a.date)));

/** Every tag used, each once, alphabetically: the listing's filter buttons. */
export const tagsOf = (posts: readonly PostMeta[]): string[] => [...new Set(posts.flatMap((p) => p.tags))].sort();

/** The posts with a tag, or all of them when no tag is chosen (null). */
export const withTag = (posts: readonly PostMeta[], tag: string | null): readonly PostMeta[] => (tag ? posts.filter((p) => p.tags.includes(tag)) : posts);

/** The posts that name a case study as related, newest first: the links back from that case study. */
export const postsOnCaseStudy = (posts: readonly PostMeta[], slug: string): PostMeta[] =>
  newestFirst(posts.filter((p) => p.related.some((r) => r.slug === slug)));

/** "2026-01-05" → "5 January 2026", the same in every time zone (the prerender and the browser agree). */
export const displayDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
