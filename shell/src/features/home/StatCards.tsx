import { Box, Card, Typography } from '@portfolio/mui';
import type { DashboardStat } from '../../logic/constants';
import { staggerDelay } from '../../logic/staggerDelay';
import { STAT_ICONS } from './statIcons';
import { fadeInSx } from './fadeIn';

/** Site spec §2.4: the statistic cards, each fading in 100 ms after the one before. */
export function StatCards({ stats }: { stats: readonly DashboardStat[] }) {
  return (
    <Box
      component="ul"
      aria-label="Statistics"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' } }}
    >
      {stats.map((stat, i) => {
        const Icon = STAT_ICONS[stat.icon];
        return (
          <Box component="li" key={`${i}-${stat.title}`} data-icon={stat.icon} sx={{ ...fadeInSx(staggerDelay(i)), minWidth: 0 }}>
            <Card variant="outlined" sx={{ height: '100%', p: 2, borderTop: 4, borderTopColor: stat.color }}>
              <Box
                aria-hidden
                sx={{ width: 40, height: 40, borderRadius: '50%', display: 'grid', placeItems: 'center', color: stat.color, bgcolor: `${stat.color}1f`, mb: 1 }}
              >
                <Icon size={22} />
              </Box>
              <Typography component="p" sx={{ fontSize: '1.6rem', fontWeight: 800, lineHeight: 1.2, overflowWrap: 'anywhere' }}>
                {stat.value}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {stat.title}
              </Typography>
            </Card>
          </Box>
        );
      })}
    </Box>
  );
}
