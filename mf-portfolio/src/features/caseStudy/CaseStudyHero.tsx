import { Box, Button, Typography } from '@portfolio/mui';
import { ArrowLeft, CalendarDays, FileCode, PlayCircle } from 'lucide-react';
import { Link, useLocation } from '@portfolio/router';
import { DARK_SURFACE } from '@portfolio/ui';
import { bandOnFrame, darkBand, outlinedButtonOnDark, solidButtonOnDark } from './darkBand';
import { CASE_STUDY, ROUTES } from '../../logic/constants';
import type { PortfolioItem } from '../../data/projectTypes';
import { categoriesOf, categoryLabel } from '../../logic/categories';
import { formatWorkedOn } from '../../logic/workedOn';
import { CoverImage } from '../shared/CoverImage';
import type { DemoLabel } from '../../data/contentTypes';

/**
 * The hero: title, description, the demo link (only when the page has a #demo section), 'Technical Details' and
 * the cover, on every width.
 * Anchors carry the page's path because the document's `<base href="/">` would send a bare '#technical' home.
 */
export function CaseStudyHero({ item, demoLabel, showLinks }: { item: PortfolioItem; demoLabel?: DemoLabel; showLinks: boolean }) {
  const { pathname, search } = useLocation();
  const anchor = (id: string) => `${pathname}${search}#${id}`;
  return (
    <Box
      component="header"
      sx={{
        // Edge to edge on phones, a card just past the page frame from 768 px; its title on the frame's edge.
        ...bandOnFrame,
        overflow: 'hidden',
        ...darkBand(DARK_SURFACE.heroGradient),
        display: 'grid',
        // Side by side from 1200 px only: beside the cover at tablet widths a long word of the title did not fit its
        // line and broke in two ("Recognitio / n" at 768 px, issue 38).
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'center',
        gap: { xs: 3, md: 4 },
        py: { xs: 3, sm: 4, md: 5 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Button
          component={Link}
          to={ROUTES.portfolio}
          size="small"
          startIcon={<ArrowLeft size={16} aria-hidden />}
          sx={{ color: DARK_SURFACE.text, mb: 2, ml: -1, '&:focus-visible': { outline: `2px solid ${DARK_SURFACE.focus}` } }}
        >
          All projects
        </Button>
        {!item.categoryUnconfirmed && (
          <Typography component="p" variant="overline" sx={{ color: DARK_SURFACE.eyebrow, letterSpacing: 1.2, lineHeight: 1.6 }}>
            {categoriesOf(item.category).map(categoryLabel).join(' · ')}
          </Typography>
        )}
        <Typography id="case-study-title" variant="h1" sx={{ lineHeight: 1.15, overflowWrap: 'break-word', textWrap: 'balance' }}>
          {item.title}
        </Typography>
        <Typography sx={{ mt: 2, color: DARK_SURFACE.text, maxWidth: 720 }}>{item.shortDescription}</Typography>
        {item.worked_on && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 2, color: DARK_SURFACE.textSoft }}>
            <CalendarDays size={16} aria-hidden />
            <Typography variant="body2">Worked on {formatWorkedOn(item.worked_on)}</Typography>
          </Box>
        )}
        {showLinks && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
            {demoLabel && (
              <Button
                component="a"
                href={anchor(CASE_STUDY.demoAnchor)}
                variant="contained"
                startIcon={<PlayCircle size={18} aria-hidden />}
                sx={solidButtonOnDark}
              >
                {demoLabel}
              </Button>
            )}
            <Button
              component="a"
              href={anchor(CASE_STUDY.technicalAnchor)}
              variant="outlined"
              startIcon={<FileCode size={18} aria-hidden />}
              sx={outlinedButtonOnDark}
            >
              {CASE_STUDY.technicalDetails}
            </Button>
          </Box>
        )}
      </Box>
      {/* On a phone too (issue 38): the cover is what the project made, and the page's first picture. */}
      <Box sx={{ borderRadius: 2, overflow: 'hidden', boxShadow: DARK_SURFACE.shadow, maxWidth: { xs: 560, lg: 'none' } }}>
        <CoverImage src={item.cover_image} alt="" eager hero />
      </Box>
    </Box>
  );
}
