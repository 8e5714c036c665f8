import { Box, Typography } from '@portfolio/mui';
import type { DashboardStat } from '../../logic/constants';
import { staggerDelay } from '../../logic/staggerDelay';
import { STAT_ICONS } from './statIcons';
import { fadeInSx } from './fadeIn';

/** Site spec §2.4: the six statistics as one compact strip under the greeting, each fading in 100 ms after the one before. */
export function StatCards({ stats }: { stats: readonly DashboardStat[] }) {
  return (
    <Box
      component="ul"
      aria-label="Statistics"
      sx={{
        listStyle: 'none',
        m: 0,
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        columnGap: 2,
        rowGap: 1.5,
        gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      {stats.map((stat, i) => {
        const Icon = STAT_ICONS[stat.icon];
        return (
          <Box
            component="li"
            key={`${i}-${stat.title}`}
            data-icon={stat.icon}
            sx={{ ...fadeInSx(staggerDelay(i)), minWidth: 0, display: 'flex', gap: 1, alignItems: 'flex-start' }}
          >
            <Box aria-hidden sx={{ color: stat.color, flexShrink: 0, mt: 0.5, display: { xs: 'none', sm: 'block' } }}>
              <Icon size={20} />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="p" sx={{ typography: 'h5', fontWeight: 800, lineHeight: 1.2, overflowWrap: 'anywhere' }}>
                {stat.value}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
                {stat.title}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
