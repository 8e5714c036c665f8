import { Box, Typography } from '@portfolio/mui';
import type { PortfolioItem } from '../../data/projectTypes';
import { categoriesOf, categoryLabel } from '../../logic/categories';
import type { Figure } from '../../logic/caseStudyProof';
import { TagChips } from '../shared/TagChips';

const term = {
  component: 'h2',
  variant: 'overline',
  color: 'text.secondary',
  sx: { display: 'block', lineHeight: 1.6, fontSize: 'caption.fontSize', mb: 0.75 },
} as const;

/** Issue 30: proof first. Right under the title, the project's category, its stack (the spec's row of tag chips) and the figures it reports. */
export function FactsBand({ item, figures }: { item: PortfolioItem; figures: readonly Figure[] }) {
  return (
    <Box
      component="section"
      aria-label="Key facts"
      data-testid="facts-band"
      sx={{
        mt: 3,
        p: { xs: 2, md: 3 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
        display: 'grid',
        gap: { xs: 2.5, md: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: figures.length ? 'minmax(0, 2fr) minmax(0, 3fr)' : 'minmax(0, 1fr)' },
      }}
    >
      <Box sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        {!item.categoryUnconfirmed && (
          <Box>
            <Typography {...term}>Category</Typography>
            <Typography sx={{ fontWeight: 600 }}>{categoriesOf(item.category).map(categoryLabel).join(' · ')}</Typography>
          </Box>
        )}
        <Box>
          <Typography {...term}>Stack</Typography>
          <TagChips tags={item.tags} size="medium" label="Tags" />
        </Box>
      </Box>
      {figures.length > 0 && (
        <Box>
          <Typography {...term}>Results</Typography>
          <Box
            component="ul"
            aria-label="Results"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
          >
            {figures.map((figure) => (
              <Box component="li" key={`${figure.value}-${figure.label}`} sx={{ minWidth: 0 }}>
                <Typography
                  component="span"
                  sx={{ display: 'block', typography: 'h3', fontWeight: 800, color: 'primary.main', lineHeight: 1.2, overflowWrap: 'anywhere' }}
                >
                  {figure.value}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {figure.label}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
