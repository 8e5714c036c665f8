import { Box, Stack, Typography } from '@portfolio/mui';
import { PageFrame, PageHead, SITE, identityJsonLd } from '@portfolio/ui';
import { RemoteMount } from '../../remotes/RemoteMount';
import { DOM_PROTOCOL, area } from '@portfolio/federation/areas';
import { HydrationBoundary } from '../chrome/HydrationBoundary';
import { CreateProjectCard } from './CreateProjectCard';
import { DashboardCarousel } from './DashboardCarousel';
import { Faq } from './Faq';
import { IntroCard } from './IntroCard';
import { OwnerHero } from './OwnerHero';
import { StatCards } from './StatCards';
import { Testimonials } from './Testimonials';
import { useHomeData } from './useHomeData';

/**
 * Site spec §2.4: greeting (the owner's first screen) and statistics, featured projects, dashboard carousel and intro,
 * testimonials, FAQ. The projects come right after the first screen, so a phone reaches them within about 1.5 screens.
 */
export function HomePage() {
  const { stats, testimonials } = useHomeData();
  return (
    <PageFrame>
      {/* Before the stack: its JSON-LD script stays in the body and would push the first section down. */}
      <PageHead title="" description={SITE.description} path="/" jsonLd={identityJsonLd()} />
      <Stack spacing={{ xs: 4, md: 6 }}>
        <Box component="section" aria-labelledby="welcome-title">
          <OwnerHero />
          <HydrationBoundary>
            <Box sx={{ mt: { xs: 3, md: 4 } }}>
              <StatCards stats={stats} />
            </Box>
          </HydrationBoundary>
        </Box>
        <Box component="section" aria-labelledby="featured-title">
          <Typography id="featured-title" variant="h2" sx={{ mb: 2 }}>
            Featured Projects
          </Typography>
          {/* The remote's grid holds the projects; the Create card is the shell's, beside it, so it stays when the remote is down. */}
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 2, md: 3 },
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'minmax(0, 3fr) minmax(0, 1fr)' },
              [`& > [${DOM_PROTOCOL.area}] > *`]: { gridColumn: { xs: '1 / -1', lg: 'auto' } },
            }}
          >
            <RemoteMount area={area('featured-projects')} />
            <CreateProjectCard />
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }, alignItems: 'stretch' }}>
          <HydrationBoundary>
            <DashboardCarousel />
          </HydrationBoundary>
          <HydrationBoundary>
            <IntroCard />
          </HydrationBoundary>
        </Box>
        <HydrationBoundary>
          <Testimonials testimonials={testimonials} />
        </HydrationBoundary>
        <HydrationBoundary>
          <Faq />
        </HydrationBoundary>
      </Stack>
    </PageFrame>
  );
}
