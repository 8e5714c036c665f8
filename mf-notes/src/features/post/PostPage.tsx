import { Box, Link as MuiLink, Typography } from '@portfolio/mui';
import { Link, useParams } from '@portfolio/router';
import { NotFoundPage, PageFrame, PageHead, blogPostingJsonLd } from '@portfolio/ui';
import { POST, ROUTE, previewImageOf } from '../../logic/constants';
import type { Post } from '../../data/posts';
import { PostFacts } from '../shared/PostFacts';
import { SubscribeSlot } from '../shared/SubscribeSlot';
import { MDX_COMPONENTS } from './mdxComponents';

/** /notes/<slug>: one post; an unknown slug is the site's 404 page. */
export function PostPage({ find }: { find: (slug: string) => Post | undefined }) {
  const { slug = '' } = useParams();
  const post = find(slug);
  if (!post) return <NotFoundPage />;
  return <PostView key={slug} post={post} />;
}

export function PostView({ post: { meta, Body } }: { post: Post }) {
  const path = `${ROUTE}/${meta.slug}`;
  const image = meta.cover ?? previewImageOf(meta.slug);
  return (
    <PageFrame component="article" labelledBy="note-title">
      <PageHead
        title={meta.title}
        description={meta.summary}
        path={path}
        image={image}
        type="article"
        jsonLd={blogPostingJsonLd({ title: meta.title, description: meta.summary, path, image, datePublished: meta.date, keywords: meta.tags })}
      />
      <MuiLink component={Link} to={ROUTE} sx={{ display: 'inline-block', mb: 2 }}>
        ← {POST.backToNotes}
      </MuiLink>
      <Typography id="note-title" variant="h1" sx={{ mb: 1 }}>
        {meta.title}
      </Typography>
      <PostFacts meta={meta} />
      {meta.example && (
        <Typography variant="body2" sx={{ mt: 2, p: 1.5, borderLeft: 4, borderColor: 'primary.main', bgcolor: 'action.hover', maxWidth: 760 }}>
          {POST.exampleNotice}
        </Typography>
      )}
      <Box sx={{ mt: 3 }}>
        <Body components={MDX_COMPONENTS} />
      </Box>
      {meta.related.length > 0 && (
        <Box component="nav" aria-labelledby="note-related" sx={{ mt: 4 }}>
          <Typography id="note-related" component="h2" variant="h4" sx={{ mb: 1 }}>
            {POST.relatedHeading}
          </Typography>
          <Box component="ul" sx={{ pl: 3, m: 0 }}>
            {meta.related.map((r) => (
              <li key={r.slug}>
                <MuiLink component={Link} to={`/portfolio/${r.slug}`}>
                  {r.title}
                </MuiLink>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <SubscribeSlot />
    </PageFrame>
  );
}
