import { describe, expect, it } from 'vitest';
import { FEEDS } from '@portfolio/federation';
import { SITE, type SiteConfig } from '@portfolio/ui/site';
import { atomXml, blogPostsIn, rssXml } from './feeds';
import type { RemotePages } from './types';

const site: SiteConfig = { ...SITE, url: 'https://notes.example.test' };

const ld = (graph: unknown[]) => `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': graph })}</script>`;
const posting = (headline: string, datePublished: string) => ({ '@type': 'BlogPosting', headline, description: `About ${headline}`, datePublished });
const fragment = (head: string, html = '<p>x</p>') => ({ html, rules: [], head });

const remotes: Record<string, RemotePages | null> = {
  mf_notes: {
    '/notes': { 'mf_notes/routes': fragment('<title>Notes</title>') },
    '/notes/older': { 'mf_notes/routes': fragment(`<title>Older</title>${ld([posting('Older & wiser', '2025-12-29'), { '@type': 'BreadcrumbList' }])}`) },
    // As a page renders it: the head tags are hoisted, the JSON-LD script stays in the body.
    '/notes/newer': { 'mf_notes/routes': fragment('<title>Newer</title>', `<article>${ld([posting('Newer', '2026-01-12')])}</article>`) },
  },
  mf_portfolio: { '/portfolio/cv-parser': { 'mf_portfolio/routes': fragment(ld([{ '@type': 'CreativeWork', name: 'CV Parser' }])) } },
  mf_forms: null,
};

describe('the notes feeds', () => {
  it('take every prerendered BlogPosting page, newest first, and nothing else', () => {
    expect(blogPostsIn(remotes)).toEqual([
      { path: '/notes/newer', title: 'Newer', description: 'About Newer', date: '2026-01-12' },
      { path: '/notes/older', title: 'Older & wiser', description: 'About Older & wiser', date: '2025-12-29' },
    ]);
  });

  it('are RSS 2.0 with absolute URLs on the public origin, escaped text and the newest post first', () => {
    const rss = rssXml(site, blogPostsIn(remotes));
    expect(rss).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?>\s*<rss version="2\.0"/);
    expect(rss).toContain('<link>https://notes.example.test/notes</link>');
    expect(rss).toContain(`<atom:link href="https://notes.example.test${FEEDS.rss.path}" rel="self" type="application/rss+xml"/>`);
    const links = [...rss.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual(['https://notes.example.test/notes/newer', 'https://notes.example.test/notes/older']);
    expect(rss).toContain('<title><![CDATA[Older & wiser]]></title>');
    expect(rss).toContain('<pubDate>Mon, 12 Jan 2026 00:00:00 GMT</pubDate>');
  });

  it('are Atom 1.0 with absolute ids and links, dated by the newest post so the same posts give the same file', () => {
    const atom = atomXml(site, blogPostsIn(remotes));
    expect(atom).toMatch(/<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/);
    expect(atom).toContain('<id>https://notes.example.test/notes/newer</id>');
    expect(atom).toContain(`<link rel="self" href="https://notes.example.test${FEEDS.atom.path}"/>`);
    expect(atom).toContain('<updated>2026-01-12T00:00:00.000Z</updated>');
    expect(atomXml(site, blogPostsIn(remotes))).toBe(atom);
    expect(atom).not.toMatch(/href="\//);
  });
});
