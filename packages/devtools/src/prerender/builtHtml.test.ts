import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composePage, resolvePage } from './compose';
import { innerHtml, parseMarkup } from './html';
import { routeOwnerId } from './owner';
import { snapshotPage } from './pageSnapshot';
import { areasOf } from './preloads';
import { splitHead, splitSlots } from './split';

// Real markup from a build: what the prerender rendered for a case study and for Home (featured projects inside).
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const caseStudy = fixture('case-study.rendered.html');
const home = fixture('home.rendered.html');
const template = fixture('shell-index.html');

/** The same markup as a browser's parser builds it, whatever the serializer's spelling. */
const normal = (html: string) => innerHtml(parseMarkup(html));
const textOf = (html: string) => snapshotPage(`<!doctype html><html><head></head><body><div id="root">${html}</div></body></html>`).text;

/** Moves `data-slot` after the other attributes of each slot and puts an `id` first: the order React happens to write must not matter. */
const reordered = (html: string) =>
  html.replace(/<div (data-slot="[^"]+") ([^>]*)>/g, (_, slot: string, rest: string) => `<div id="area-${slot.length}" ${rest} ${slot}>`);

describe('splitting real prerendered markup', () => {
  it('separates the head React hoisted and cuts the route owner’s slot out of a case study', () => {
    const { head, body } = splitHead(caseStudy);
    expect(head).toContain('<title>Face Recognition System | AI/ML Developer Portfolio</title>');
    expect(head).toContain('<link rel="canonical" href="https://portfolio.example.com/portfolio/face-recognition">');
    expect(body.startsWith('<div class="MuiBox-root')).toBe(true);
    const { frame, slots } = splitSlots(body);
    expect(Object.keys(slots)).toEqual(['mf_portfolio/routes']);
    expect(slots['mf_portfolio/routes']).toContain('<h1');
    expect(textOf(slots['mf_portfolio/routes']!)).toContain('Face Recognition System');
    expect(frame).toContain('<!--slot:mf_portfolio/routes-->');
    expect(textOf(frame)).not.toContain('Face Recognition System');
    expect(routeOwnerId('/portfolio/face-recognition')).toBe('mf_portfolio/routes');
  });

  it('finds the same slots when data-slot is not the first attribute of its element', () => {
    for (const page of [caseStudy, home]) {
      const before = splitSlots(splitHead(page).body);
      const after = splitSlots(splitHead(reordered(page)).body);
      expect(reordered(page)).not.toContain('<div data-slot=');
      expect(Object.keys(after.slots)).toEqual(Object.keys(before.slots));
      for (const [id, html] of Object.entries(before.slots)) expect(normal(after.slots[id]!)).toBe(normal(html));
      expect(areasOf(after.frame)).toEqual(areasOf(before.frame));
    }
  });

  it('keeps Home the shell’s page, its featured projects a deferred area of their own', () => {
    const { frame, slots } = splitSlots(splitHead(home).body);
    expect(Object.keys(slots)).toEqual(['mf_portfolio/FeaturedProjects']);
    expect(routeOwnerId('/')).toBeNull();
    expect(areasOf(frame)).toEqual([{ id: 'mf_portfolio/FeaturedProjects', deferred: true }]);
  });
});

describe('composing real prerendered markup', () => {
  it('joins the parts back into the page that was rendered: same text, same markup, one head', () => {
    const { head, body } = splitHead(reordered(caseStudy));
    const { frame, slots } = splitSlots(body);
    const parts = resolvePage(
      '/portfolio/face-recognition',
      { '/portfolio': { html: frame, rules: [], head: '', globalCss: '' } },
      { mf_portfolio: { '/portfolio/face-recognition': { 'mf_portfolio/routes': { html: slots['mf_portfolio/routes']!, rules: [], head } } } },
    )!;
    const page = composePage({ template, parts, remoteBases: { mf_portfolio: 'http://127.0.0.1:43117/' } });
    const snap = snapshotPage(page);
    expect(snap.text).toBe(textOf(body));
    expect(snap.markup).toBe(snapshotPage(`<!doctype html><html><head></head><body><div id="root">${body}</div></body></html>`).markup);
    expect(snap.head.filter((h) => h.startsWith('<title'))).toEqual(['<title> Face Recognition System | AI/ML Developer Portfolio']);
    expect(snap.head[0]).toBe('<html data-prerendered="" lang="en">');
    // The template's document less its placeholders: no noscript, and no stray indentation where it was.
    expect(page).toContain('<body>\n    <div id="root">');
    // The shell's inline head script is kept byte for byte: the CSP allows it by its hash.
    const inline = /<script>([\s\S]*?)<\/script>/.exec(template)![1]!;
    expect(page).toContain(`<script>${inline}</script>`);
  });
});
