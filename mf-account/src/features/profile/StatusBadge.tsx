import { Box } from '@portfolio/mui';
import type { BadgeTone } from '../../logic/statusBadge';

/** Dark text on a pale fill: each pair passes WCAG AA contrast. */
const TONES: Record<BadgeTone, { bg: string; fg: string }> = {
  green: { bg: '#dcfce7', fg: '#166534' },
  blue: { bg: '#dbeafe', fg: '#1e40af' },
  yellow: { bg: '#fef9c3', fg: '#854d0e' },
};

/** Site spec §4: a status shown as a coloured badge; the colour is also exposed for tests and styling. */
export function StatusBadge({ status, tone }: { status: string; tone: BadgeTone }) {
  return (
    <Box
      component="span"
      data-tone={tone}
      sx={{
        display: 'inline-block',
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        fontSize: '0.8rem',
        fontWeight: 700,
        whiteSpace: 'nowrap',
        bgcolor: TONES[tone].bg,
        color: TONES[tone].fg,
      }}
    >
      {status}
    </Box>
  );
}
