import { Box, Card, CardContent, Typography } from '@portfolio/mui';
import { CardActions } from '@portfolio/mui/extra';
import { CARD_TAG_COUNT, EAGER_COVERS } from '../../logic/constants';
import { FEATURED_ITEMS } from '../../data/portfolioItems';
import { CardLink } from '../shared/CardLink';
import { CoverImage } from '../shared/CoverImage';
import { TagChips } from '../shared/TagChips';

/**
 * Site spec §2.4: every item whose featured flag is 'true' — cover, title, overview, first 3 tags, link. Titles are h3
 * under the shell's h2. The 'Create Your Project' card is the shell's own, beside this grid, so it survives this remote.
 */
export function FeaturedProjects() {
  return (
    <Box
      component="ul"
      aria-label="Featured projects"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {FEATURED_ITEMS.map((item, index) => {
        const titleId = `featured-${item.slug}-title`;
        return (
          <Box component="li" key={item.id} sx={{ minWidth: 0 }}>
            <Card
              component="article"
              variant="outlined"
              aria-labelledby={titleId}
              sx={{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column' }}
            >
              <CoverImage src={item.cover_image} alt={item.cover_alt} eager={index < EAGER_COVERS} />
              <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                <Typography id={titleId} component="h3" variant="h5">
                  {item.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {item.overview}
                </Typography>
                <Box sx={{ mt: 'auto' }}>
                  <TagChips tags={item.tags.slice(0, CARD_TAG_COUNT)} label={`Tags of ${item.title}`} />
                </Box>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
                <CardLink to={item.route} describedBy={titleId} />
              </CardActions>
            </Card>
          </Box>
        );
      })}
    </Box>
  );
}
