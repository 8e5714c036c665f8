import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@portfolio/mui';
import { BarChart3, Boxes, Database, FileText, Sparkles, Upload, type LucideIcon } from 'lucide-react';
import { BlockView } from './BlockView';
import type { ExtraSection, OverviewCard, Subsection } from '../../data/contentTypes';

const CARD_ICONS: Record<string, LucideIcon> = {
  Architecture: Boxes,
  'Key Features': Sparkles,
  'Data Output': Database,
  'Report Types': FileText,
  'Upload Methods': Upload,
  'Data Sources': Database,
  'Data & Results': BarChart3,
};

/** An h2 section; anchored sections keep their heading clear of the fixed top bar. */
export function PageSection({ id, title, intro, children }: { id?: string; title: string; intro?: string; children: ReactNode }) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z]+/g, '-')}-title`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ mt: { xs: 5, md: 6 }, scrollMarginTop: 88 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {intro && <Typography sx={{ color: 'text.secondary', maxWidth: 820, mb: 2 }}>{intro}</Typography>}
      {children}
    </Box>
  );
}

export function OverviewCards({ cards }: { cards: readonly OverviewCard[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
      {cards.map((card) => {
        const Icon = CARD_ICONS[card.title] ?? Boxes;
        return (
          <Card key={card.title} variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mb: 1.5 }}>
                <Box
                  sx={{
                    width: 40,
                    height: 40,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'rgba(var(--mui-palette-primary-mainChannel) / 0.14)',
                    color: 'primary.main',
                  }}
                >
                  <Icon size={20} aria-hidden />
                </Box>
                <Typography component="h3" variant="h6">
                  {card.title}
                </Typography>
              </Box>
              <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.75 } }}>
                {card.items.map((item) => (
                  <li key={item}>
                    <Typography variant="body2" component="span">
                      {item}
                    </Typography>
                  </li>
                ))}
              </Box>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}

export function Subsections({ subsections }: { subsections: readonly Subsection[] }) {
  return (
    <>
      {subsections.map((sub) => (
        <Box key={sub.title} sx={{ mt: 3 }}>
          <Typography component="h3" variant="h3">
            {sub.title}
          </Typography>
          {sub.blocks.map((block, i) => (
            <BlockView key={i} block={block} />
          ))}
        </Box>
      ))}
    </>
  );
}

export function ExtraSectionView({ section }: { section: ExtraSection }) {
  return (
    <PageSection id={section.id} title={section.title} intro={section.intro}>
      <Subsections subsections={section.subsections} />
    </PageSection>
  );
}
