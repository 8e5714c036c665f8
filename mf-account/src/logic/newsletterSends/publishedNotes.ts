import { NOTES_ROUTE } from './constants';

/** A note as the site's feed publishes it: what a send of it is made from. */
export interface PublishedNote {
  slug: string;
  title: string;
  summary: string;
  /** ISO date of publication, or '' when the feed gives none. */
  date: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug of a note's URL (absolute, on the public origin), or null for a URL outside `/notes/<slug>`. */
export function noteSlugOf(link: string): string | null {
  let path: string;
  try {
    path = new URL(link, 'http://site.invalid').pathname;
  } catch {
    return null;
  }
  const prefix = `${NOTES_ROUTE}/`;
  if (!path.startsWith(prefix)) return null;
  const slug = path.slice(prefix.length).replace(/\/$/, '');
  return SLUG.test(slug) ? slug : null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of an XML element's content: CDATA sections as they are, entities and character references decoded. */
export function xmlText(content: string): string {
  return content
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) =>
      part.startsWith('<![CDATA[')
        ? part.slice(9, -3)
        : part.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
            if (name[0] !== '#') return ENTITIES[name] ?? whole;
            const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
            return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
          }),
    )
    .join('');
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The one-line text of the first `<name>` child of an item, or ''. */
function field(item: string, name: string): string {
  const found = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`).exec(item);
  return found ? oneLine(xmlText(found[1] ?? '')) : '';
}

function isoDate(text: string): string {
  const time = Date.parse(text);
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
}

/**
 * The notes of the site's RSS 2.0 feed (`/notes/feed.xml`, written by the `feed` library from the prerendered posts:
 * record 023), in the feed's order, newest first. An item without a title, or whose link is not a note, is left
 * out; each slug once. Read as text, so it runs wherever the inbox does, with or without an XML parser.
 */
export function notesFromFeed(xml: string): PublishedNote[] {
  const notes: PublishedNote[] = [];
  const seen = new Set<string>();
  for (const [, item = ''] of xml.matchAll(/<item(?:\s[^>]*)?>([\s\S]*?)<\/item>/g)) {
    const slug = noteSlugOf(field(item, 'link'));
    const title = field(item, 'title');
    if (!slug || !title || seen.has(slug)) continue;
    seen.add(slug);
    notes.push({ slug, title, summary: field(item, 'description'), date: isoDate(field(item, 'pubDate')) });
  }
  return notes;
}
