import { Feed } from 'feed';
import { FEEDS } from '@portfolio/federation';
import type { SiteConfig } from '@portfolio/ui/site';
import { elementsOf, attrOf, parseMarkup, textOf } from './html';
import type { RemotePages } from './types';

/** What a feed says of a post, read from its prerendered page. */
export interface FeedPost {
  path: string;
  title: string;
  description: string;
  /** YYYY-MM-DD. */
  date: string;
}

interface LdNode {
  '@type'?: string;
  headline?: string;
  description?: string;
  datePublished?: string;
}

/**
 * Every prerendered page that owns its head and has a JSON-LD `BlogPosting`: the feeds' items, newest first, so a post is in the
 * feeds as soon as its remote prerenders it, and with what its page says (docs/decisions/023-feeds-from-prerendered-posts.md).
 */
export function blogPostsIn(remotes: Record<string, RemotePages | null>): FeedPost[] {
  const posts: FeedPost[] = [];
  for (const pages of Object.values(remotes))
    for (const [path, slots] of Object.entries(pages ?? {}))
      // The route's owner has the head; its JSON-LD stays where the page rendered it (React hoists no scripts).
      for (const { head, html } of Object.values(slots)) {
        if (!head) continue;
        for (const script of elementsOf(parseMarkup(head + html)).filter((e) => e.tagName === 'script' && attrOf(e, 'type') === 'application/ld+json')) {
          const data = JSON.parse(textOf(script)) as { '@graph'?: LdNode[] } & LdNode;
          const post = (data['@graph'] ?? [data]).find((n) => n['@type'] === 'BlogPosting');
          if (post?.headline && post.datePublished) posts.push({ path, title: post.headline, description: post.description ?? '', date: post.datePublished });
        }
      }
  return posts.sort((a, b) => (a.date === b.date ? a.path.localeCompare(b.path) : b.date.localeCompare(a.date)));
}

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** The feed of the posts, every URL absolute on the site's public origin; dated by its newest post, so the same posts give the same bytes. */
function feedOf(site: SiteConfig, posts: readonly FeedPost[]): Feed {
  const home = `${site.url}/notes`;
  const feed = new Feed({
    id: home,
    link: home,
    title: `${site.name}: Notes`,
    description: `Notes by ${site.ownerName}`,
    language: 'en',
    copyright: site.ownerName,
    generator: false,
    updated: posts[0] ? dateOf(posts[0].date) : new Date(0),
    feedLinks: { rss: `${site.url}${FEEDS.rss.path}`, atom: `${site.url}${FEEDS.atom.path}` },
    author: { name: site.ownerName, link: `${site.url}/` },
  });
  for (const post of posts) {
    const url = `${site.url}${post.path}`;
    feed.addItem({ title: post.title, id: url, link: url, description: post.description, date: dateOf(post.date), published: dateOf(post.date) });
  }
  return feed;
}

/** `/notes/feed.xml`: RSS 2.0. */
export const rssXml = (site: SiteConfig, posts: readonly FeedPost[]) => feedOf(site, posts).rss2();

/** `/notes/atom.xml`: Atom 1.0. */
export const atomXml = (site: SiteConfig, posts: readonly FeedPost[]) => feedOf(site, posts).atom1();
