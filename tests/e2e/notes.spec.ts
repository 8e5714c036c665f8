import { FEEDS } from '@portfolio/federation';
import { SITE } from '@portfolio/devtools';
import { LISTING, ROUTE } from '../../mf-notes/src/logic/constants';
import { expect, test } from '../support/fixtures';
import { NOTE_POSTS, notePath } from '../support/notes';
import { DOM, areaSelector } from '../support/dom';

/** Every post, by its file (src/posts/<slug>.mdx is /notes/<slug>). */
const POST_PATHS = NOTE_POSTS.map((n) => notePath(n.slug));

for (const route of [ROUTE, POST_PATHS[0]!]) {
  test(`${route} is prerendered and hydrates its HTML without warnings`, async ({ page, request }) => {
    // The served HTML, before any script: the notes' own content is in it.
    const html = await (await request.get(route)).text();
    expect(html).toMatch(new RegExp(`<html[^>]* ${DOM.prerendered}=""`));
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toContain(`href="${FEEDS.rss.path}"`);

    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverNodes: Element[] }).serverNodes = Array.from(document.querySelectorAll('main h1, main h2, main article'));
      });
    });
    const problems: string[] = [];
    page.on('console', (m) => {
      // Chromium's notice that the quote wizard's idle preload (its row's preload: ['idle']) was not used within a few
      // seconds of load is about timing, not about this page: every other warning counts.
      const idlePreload = /was preloaded using link preload but not used within a few seconds/.test(m.text());
      if (m.type() === 'error' || (m.type() === 'warning' && !idlePreload) || /hydrat/i.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(route);
    await expect(page.locator(areaSelector('notes'))).toHaveAttribute(DOM.live, '');
    const replaced = await page.evaluate(() => (window as unknown as { serverNodes: Element[] }).serverNodes.filter((n) => !n.isConnected).length);
    expect(replaced).toBe(0);
    expect(problems).toEqual([]);
  });
}

test('the listing is live: its tag filter narrows the list, and a post opens from it', async ({ page }) => {
  await page.goto(ROUTE);
  await expect(page.locator(areaSelector('notes'))).toHaveAttribute(DOM.live, '');
  const filter = page.getByRole('group', { name: LISTING.filterLabel });
  await expect(page.getByRole('article')).toHaveCount(POST_PATHS.length);
  await filter.getByRole('button', { name: 'lesson' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('article').getByRole('link').click();
  await expect(page).toHaveURL(/\/notes\/[a-z0-9-]+$/);
  await expect(page.getByRole('navigation', { name: 'Case studies this note draws on' })).toBeVisible();
});

test('the feeds are well-formed RSS 2.0 and Atom with absolute URLs, one item per post', async ({ page, request }) => {
  await page.goto('/about');
  for (const [kind, feed] of Object.entries(FEEDS)) {
    const res = await request.get(feed.path);
    expect(res.headers()['content-type']).toContain(feed.type);
    const xml = await res.text();
    const parsed = await page.evaluate(
      ([text, isRss]) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        if (doc.querySelector('parsererror')) return { error: doc.querySelector('parsererror')!.textContent };
        const root = doc.documentElement;
        const urls = isRss
          ? // atom:link (the feed's own address) has its URL in href, RSS's link in its text.
            Array.from(doc.querySelectorAll('channel > link, item > link')).map((l) => (l.namespaceURI ? l.getAttribute('href') : l.textContent) ?? '')
          : Array.from(doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')).map((l) => l.getAttribute('href') ?? '');
        const items = isRss ? doc.querySelectorAll('item').length : doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'entry').length;
        return { root: root.localName, version: root.getAttribute('version'), ns: root.namespaceURI, urls, items };
      },
      [xml, kind === 'rss'] as const,
    );
    expect(parsed, kind).not.toHaveProperty('error');
    if (kind === 'rss') expect(parsed).toMatchObject({ root: 'rss', version: '2.0' });
    else expect(parsed).toMatchObject({ root: 'feed', ns: 'http://www.w3.org/2005/Atom' });
    expect(parsed.items).toBe(POST_PATHS.length);
    expect(parsed.urls!.length).toBeGreaterThan(POST_PATHS.length);
    for (const url of parsed.urls!) expect(url, kind).toMatch(new RegExp(`^${SITE.url.replace(/[.]/g, '\\.')}/`));
  }
  // Every page advertises both feeds (here a shell page).
  for (const feed of Object.values(FEEDS)) await expect(page.locator(`head link[rel="alternate"][type="${feed.type}"]`)).toHaveAttribute('href', feed.path);
});
