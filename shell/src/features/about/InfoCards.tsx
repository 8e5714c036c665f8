import { Box, Card, CardContent, Chip, Stack, Typography } from '@portfolio/mui';
import type { InfoCard } from './aboutContent';

interface InfoCardsProps {
  cards: readonly InfoCard[];
  /** Heading level of the card titles, one below the section heading. */
  headingLevel: 'h2' | 'h3';
  columns?: { sm: number; lg: number };
}

/** A grid of icon cards (capabilities, skills, education and leadership). */
export function InfoCards({ cards, headingLevel, columns = { sm: 2, lg: 3 } }: InfoCardsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `repeat(${columns.sm}, minmax(0, 1fr))`, lg: `repeat(${columns.lg}, minmax(0, 1fr))` },
      }}
    >
      {cards.map(({ icon: Icon, title, text, tags }) => (
        <Card key={title} variant="outlined" sx={{ height: '100%' }}>
          <CardContent>
            <Box
              aria-hidden
              sx={{ width: 44, height: 44, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'common.white', mb: 1.5 }}
            >
              <Icon size={24} />
            </Box>
            <Typography component={headingLevel} variant="h6" sx={{ mb: 0.5 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {text}
            </Typography>
            {tags && (
              <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap', mt: 1.5 }}>
                {tags.map((tag) => (
                  <Chip key={tag} label={tag} size="small" />
                ))}
              </Stack>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
