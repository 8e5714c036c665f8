import { memo } from 'react';
import { Box, Card, CardContent, Typography } from '@portfolio/mui';
import { CardActions } from '@portfolio/mui/extra';
import { CalendarDays } from 'lucide-react';
import { CARD_TAG_COUNT } from '../../logic/constants';
import type { PortfolioItem } from '../../data/projectTypes';
import { formatWorkedOn } from '../../logic/workedOn';
import { CardLink } from '../shared/CardLink';
import { CoverImage } from '../shared/CoverImage';
import { TagChips } from '../shared/TagChips';
import { visuallyHidden } from '../shared/visuallyHidden';

/**
 * One listing card: cover, title, first 3 tags, worked-on month and year (only when known), 'View Details' (the whole
 * card follows it). Memoized: its item never changes, and the listing re-renders for its status line (covers
 * settled) or a filter; re-rendering all 27 cards was one task of about 200 ms on a phone after the page went live.
 */
export const ProjectCard = memo(function ProjectCard({ item, eager = false }: { item: PortfolioItem; eager?: boolean }) {
  const titleId = `project-${item.slug}-title`;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow 200ms ease, transform 200ms ease',
        '&:hover, &:focus-within': { boxShadow: 6, transform: 'translateY(-2px)' },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover, &:focus-within': { transform: 'none' } },
      }}
    >
      <CoverImage src={item.cover_image} alt={item.cover_alt} eager={eager} />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography id={titleId} component="h2" variant="h5">
          {item.title}
        </Typography>
        <TagChips tags={item.tags.slice(0, CARD_TAG_COUNT)} label={`Tags of ${item.title}`} />
        {item.worked_on && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', mt: 'auto' }}>
            <CalendarDays size={16} aria-hidden />
            <Typography variant="body2" component="p">
              <Box component="span" sx={visuallyHidden}>
                Worked on{' '}
              </Box>
              {formatWorkedOn(item.worked_on)}
            </Typography>
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <CardLink to={item.route} describedBy={titleId} />
      </CardActions>
    </Card>
  );
});
