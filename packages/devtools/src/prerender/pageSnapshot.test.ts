import { describe, expect, it } from 'vitest';
import { compareSnapshots, snapshotPage, unhashed } from './pageSnapshot';

const page = (head: string, root: string) =>
  `<!doctype html><html lang="en" data-prerendered><head><meta charset="UTF-8"><script>early()</script>${head}</head><body><div id="root">${root}</div><script src="/static/js/index.1a2b3c4d5e.js"></script></body></html>`;

describe('snapshotPage', () => {
  it('keeps the head a crawler reads, with attributes in one order and hashes left out', () => {
    const snap = snapshotPage(
      page(
        '<title>Face | Site</title><link rel="preload" as="script" href="/mf-portfolio/1.0.0-3f2a9c01d2/static/js/a.0123abcd.js"/><style data-emotion="css b a">.css-a{}</style>',
        '<main><h1>Face</h1>\n  <p>Text</p></main>',
      ),
    );
    expect(snap.head).toEqual([
      '<html data-prerendered="" lang="en">',
      '<meta charset="UTF-8">',
      '<title> Face | Site',
      '<link as="script" href="/mf-portfolio/[version]/static/js/a.[hash].js" rel="preload">',
    ]);
    expect(snap.styles).toEqual(['a', 'b']);
    expect(snap.text).toBe('Face Text');
  });

  it('reads JSON-LD but no other script', () => {
    const snap = snapshotPage(page('<script type="application/ld+json">{"a":1}</script><script>x()</script>', ''));
    expect(snap.head).toContain('<script type="application/ld+json"> {"a":1}');
    expect(snap.head.filter((h) => h.startsWith('<script'))).toHaveLength(1);
  });

  it('leaves content hashes out of file names only', () => {
    expect(unhashed('/static/js/app.0123456789.js 2024.01.01')).toBe('/static/js/app.[hash].js 2024.01.01');
  });
});

describe('compareSnapshots', () => {
  const before = { '/': snapshotPage(page('<title>Home</title>', '<p>Hello</p>')), '/about': snapshotPage(page('<title>About</title>', '<p>Me</p>')) };

  it('finds nothing between a page and itself, whatever the order of its attributes', () => {
    const same = {
      ...before,
      '/': snapshotPage(page('<title>Home</title>', '<p>Hello</p>').replace('lang="en" data-prerendered', 'data-prerendered lang="en"')),
    };
    expect(compareSnapshots(before, same)).toEqual([]);
  });

  it('names a changed text, a changed head and a missing page', () => {
    const after = { '/': snapshotPage(page('<title>Home!</title>', '<p>Hullo</p>')) };
    const parts = compareSnapshots(before, after).map((d) => `${d.page} ${d.part}`);
    expect(parts).toEqual(['/ text', '/ markup', '/ head', '/about page']);
  });
});
