import { parse, serialize, type DefaultTreeAdapterTypes as T } from 'parse5';

/** What a visitor and a crawler get from one composed page, in a form two builds can be compared by. */
export interface PageSnapshot {
  /** `<html>`'s attributes, then each head element a page's owner or the composition writes, in order. */
  head: string[];
  /** The Emotion ids the page's style tag carries, sorted: the same classes styled. */
  styles: string[];
  /** The text of `#root`, whitespace collapsed. */
  text: string;
  /** The markup of `#root` with file hashes and Emotion rule text left out: what hydration compares. */
  markup: string;
}

/** Content hashes in built file names (`app.3f2a9c01d2.js`) and release version folders differ from build to build. */
export const unhashed = (s: string) => s.replace(/\.[0-9a-f]{8,}(?=\.[a-z0-9]+\b)/g, '.[hash]').replace(/\/\d+\.\d+\.\d+-[0-9a-f]{10}\//g, '/[version]/');

const isElement = (n: T.Node): n is T.Element => 'tagName' in n;
const childrenOf = (n: T.Node): T.ChildNode[] => ('childNodes' in n ? n.childNodes : []);

function* walk(n: T.Node): Generator<T.Node> {
  yield n;
  for (const c of childrenOf(n)) yield* walk(c);
}

const find = (root: T.Node, test: (e: T.Element) => boolean) => [...walk(root)].find((n): n is T.Element => isElement(n) && test(n));
const attr = (e: T.Element, name: string) => e.attrs.find((a) => a.name === name)?.value;
const textOf = (n: T.Node): string =>
  [...walk(n)]
    .map((x) => (x.nodeName === '#text' ? (x as T.TextNode).value : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/** An element as one line: tag, attributes sorted by name, and its text for title and JSON-LD. */
function describe(e: T.Element): string {
  const attrs = [...e.attrs]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((a) => ` ${a.name}="${unhashed(a.value)}"`)
    .join('');
  const text = e.tagName === 'title' || (e.tagName === 'script' && attr(e, 'type') === 'application/ld+json') ? ` ${textOf(e)}` : '';
  return `<${e.tagName}${attrs}>${text}`;
}

/** Snapshot of one composed page's HTML. */
export function snapshotPage(html: string): PageSnapshot {
  const doc = parse(html);
  const htmlEl = find(doc, (e) => e.tagName === 'html')!;
  const headEl = find(htmlEl, (e) => e.tagName === 'head')!;
  const root = find(htmlEl, (e) => attr(e, 'id') === 'root');
  const head = [describe({ ...htmlEl, childNodes: [] })];
  const styles: string[] = [];
  for (const e of childrenOf(headEl).filter(isElement)) {
    const emotion = attr(e, 'data-emotion');
    if (e.tagName === 'style') {
      if (emotion) styles.push(...emotion.split(' ').slice(1));
      else head.push(`<style${e.attrs.map((a) => ` ${a.name}`).join('')}>`);
    } else if (e.tagName !== 'script' || attr(e, 'type') === 'application/ld+json') head.push(describe(e));
  }
  return { head, styles: styles.sort(), text: root ? textOf(root) : '', markup: root ? unhashed(serialize(root)) : '' };
}

export interface SnapshotDifference {
  page: string;
  part: keyof PageSnapshot | 'page';
  detail: string;
}

/** The first place two strings differ, with some context either side. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const at = Math.max(0, i - 60);
  return `at ${i}: …${a.slice(at, i + 60)}… ≠ …${b.slice(at, i + 60)}…`;
}

/** Where two sets of page snapshots (path → snapshot) differ: missing or extra pages, and each part that changed. */
export function compareSnapshots(before: Record<string, PageSnapshot>, after: Record<string, PageSnapshot>): SnapshotDifference[] {
  const out: SnapshotDifference[] = [];
  for (const page of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[page];
    const b = after[page];
    if (!a || !b) {
      out.push({ page, part: 'page', detail: a ? 'missing now' : 'new' });
      continue;
    }
    if (a.text !== b.text) out.push({ page, part: 'text', detail: firstDifference(a.text, b.text) });
    if (a.markup !== b.markup) out.push({ page, part: 'markup', detail: firstDifference(a.markup, b.markup) });
    const gone = a.head.filter((h) => !b.head.includes(h));
    const added = b.head.filter((h) => !a.head.includes(h));
    if (gone.length || added.length) out.push({ page, part: 'head', detail: [...gone.map((h) => `- ${h}`), ...added.map((h) => `+ ${h}`)].join('\n') });
    const lost = a.styles.filter((s) => !b.styles.includes(s));
    const extra = b.styles.filter((s) => !a.styles.includes(s));
    if (lost.length || extra.length) out.push({ page, part: 'styles', detail: `missing ${lost.join(' ') || 'none'}; extra ${extra.join(' ') || 'none'}` });
  }
  return out;
}
