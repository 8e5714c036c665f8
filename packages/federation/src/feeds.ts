/**
 * The notes' feeds: where they are served, and the `<link rel="alternate">` every page's head carries to them
 * (the shell's HTML template, so composed pages and app pages alike). Devtools makes the files
 * (docs/decisions/023-feeds-from-prerendered-posts.md).
 */
export const FEEDS = {
  rss: { path: '/notes/feed.xml', type: 'application/rss+xml', title: 'Notes (RSS)' },
  atom: { path: '/notes/atom.xml', type: 'application/atom+xml', title: 'Notes (Atom)' },
} as const;

/** The head tags that advertise the feeds, in rsbuild's `html.tags` form. */
export const feedLinkTags = () =>
  Object.values(FEEDS).map(({ path, type, title }) => ({ tag: 'link', attrs: { rel: 'alternate', type, title, href: path }, head: true }));
