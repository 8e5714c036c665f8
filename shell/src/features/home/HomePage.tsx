import { Box, Stack, Typography } from '@portfolio/mui';
import { PageHead, SITE, identityJsonLd } from '@portfolio/ui';
import { GREETING_DELAY_MS } from '../../logic/constants';
import { RemoteMount } from '../../remotes/RemoteMount';
import { area } from '../../remotes/remoteAreas';
import { HydrationBoundary } from '../chrome/HydrationBoundary';
import { CreateProjectCard } from './CreateProjectCard';
import { DashboardCarousel } from './DashboardCarousel';
import { Faq } from './Faq';
import { IntroCard } from './IntroCard';
import { StatCards } from './StatCards';
import { Testimonials } from './Testimonials';
import { fadeInSx } from './fadeIn';
import { useHomeData } from './useHomeData';

/** Site spec §2.4: greeting, statistics, dashboard carousel and intro, featured projects, testimonials, FAQ. */
export function HomePage() {
  const { stats, testimonials } = useHomeData();
  return (
    <Stack spacing={{ xs: 4, md: 6 }}>
      <PageHead title="" description={SITE.description} path="/" jsonLd={identityJsonLd()} />
      <Box component="section" aria-labelledby="welcome-title">
        <Typography id="welcome-title" variant="h1" sx={{ mb: 3, ...fadeInSx(GREETING_DELAY_MS) }}>
          Welcome!
        </Typography>
        <HydrationBoundary>
          <StatCards stats={stats} />
        </HydrationBoundary>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }, alignItems: 'stretch' }}>
        <HydrationBoundary>
          <DashboardCarousel />
        </HydrationBoundary>
        <HydrationBoundary>
          <IntroCard />
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
            '& > [data-remote-area] > *': { gridColumn: { xs: '1 / -1', lg: 'auto' } },
          }}
        >
          <RemoteMount area={area('featured-projects')} />
          <CreateProjectCard />
        </Box>
      </Box>
      <HydrationBoundary>
        <Testimonials testimonials={testimonials} />
      </HydrationBoundary>
      <HydrationBoundary>
        <Faq />
      </HydrationBoundary>
    </Stack>
  );
}
