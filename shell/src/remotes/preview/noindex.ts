/** Marks the tag this adds, so it is added once. */
const MARK = 'data-mf-preview';

/**
 * Keeps a previewed page out of search engines: `<meta name="robots" content="noindex">`, added in the browser, since
 * the served HTML is the live page's (docs/decisions/028-preview-inside-the-real-site.md).
 */
export function markNoindex(doc: Document) {
  if (doc.head.querySelector(`meta[name="robots"][${MARK}]`)) return;
  const meta = doc.createElement('meta');
  meta.name = 'robots';
  meta.content = 'noindex';
  meta.setAttribute(MARK, '');
  doc.head.append(meta);
}
