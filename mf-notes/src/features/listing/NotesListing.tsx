import { useState } from 'react';
import { Box, Link as MuiLink, Typography } from '@portfolio/mui';
import { Link } from '@portfolio/router';
import { PageFrame, PageHead } from '@portfolio/ui';
import { LISTING, ROUTE } from '../../logic/constants';
import { tagsOf, withTag } from '../../logic/listing';
import type { PostMeta } from '../../logic/postMeta';
import { PostFacts } from '../shared/PostFacts';
import { SubscribeSlot } from '../shared/SubscribeSlot';
import { TagFilter } from './TagFilter';

/**
 * /notes: every post, newest first, with a filter by tag. The filter starts at 'All' on every load, so the
 * prerendered list and the first render in the browser are the same.
 */
export function NotesListing({ posts }: { posts: readonly PostMeta[] }) {
  const [tag, setTag] = useState<string | null>(null);
  const shown = withTag(posts, tag);
  return (
    <PageFrame>
      <PageHead title={LISTING.title} description={LISTING.description} path={ROUTE} />
      <Typography variant="h1" sx={{ mb: 1 }}>
        {LISTING.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        {LISTING.description}
      </Typography>
      <TagFilter tags={tagsOf(posts)} selected={tag} onSelect={setTag} />
      {shown.length === 0 ? (
        <Typography role="status">{LISTING.empty}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
          {shown.map((post) => (
            <Box component="li" key={post.slug}>
              <Box component="article" aria-labelledby={`note-${post.slug}`}>
                <Typography id={`note-${post.slug}`} component="h2" variant="h3" sx={{ mb: 0.5 }}>
                  <MuiLink component={Link} to={`${ROUTE}/${post.slug}`}>
                    {post.title}
                  </MuiLink>
                </Typography>
                <PostFacts meta={post} />
                <Typography sx={{ mt: 1 }}>{post.summary}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {post.tags.join(' · ')}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <SubscribeSlot />
    </PageFrame>
  );
}
