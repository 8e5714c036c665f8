import { Box, Typography } from '@portfolio/mui';
import { Paper } from '@portfolio/mui/extra';
import type { StatTile } from '../../logic/profileStats';

/** Site spec §2.8: the four stat tiles, two per row on phones. */
export function StatTiles({ tiles }: { tiles: StatTile[] }) {
  return (
    <Box
      component="ul"
      aria-label="Your activity"
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
    >
      {tiles.map((tile) => (
        <Paper component="li" key={tile.label} variant="outlined" sx={{ p: 2 }} data-testid={`stat-${tile.label}`}>
          <Typography sx={{ typography: 'h3', fontWeight: 800, color: 'primary.main', overflowWrap: 'anywhere' }}>{tile.value}</Typography>
          <Typography variant="body2" color="text.secondary">
            {tile.label}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
