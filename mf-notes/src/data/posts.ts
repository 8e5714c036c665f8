import type { ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';
import { newestFirst } from '../logic/listing';
import type { PostMeta } from '../logic/postMeta';

/** A compiled post: its checked meta (scripts/mdxPlugins.ts) and its body. */
export interface Post {
  meta: PostMeta;
  Body: ComponentType<{ components?: MDXComponents }>;
}

// Every src/posts/*.mdx, compiled at build time: adding a post is adding its file.
const context = import.meta.webpackContext('../posts', { recursive: false, regExp: /\.mdx$/, mode: 'sync' });

/** Every post, newest first. */
export const POSTS: readonly Post[] = (() => {
  // A context can list one file under two keys: each post is kept once, by its slug.
  const bySlug = new Map<string, Post>();
  for (const key of context.keys()) {
    const mod = context(key) as { meta: PostMeta; default: Post['Body'] };
    bySlug.set(mod.meta.slug, { meta: mod.meta, Body: mod.default });
  }
  const all = [...bySlug.values()];
  const order = newestFirst(all.map((p) => p.meta));
  return order.map((meta) => all.find((p) => p.meta === meta)!);
})();

export const POST_METAS: readonly PostMeta[] = POSTS.map((p) => p.meta);

export const findPost = (slug: string) => POSTS.find((p) => p.meta.slug === slug);
