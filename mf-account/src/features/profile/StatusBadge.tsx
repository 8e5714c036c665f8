import { Box } from '@portfolio/mui';
import type { BadgeTone } from '../../logic/statusBadge';

/** Dark text on a pale fill, and pale text on a deep fill in the dark scheme: each pair passes WCAG AA contrast. */
const TONES: Record<BadgeTone, { bg: string; fg: string; darkBg: string; darkFg: string }> = {
  green: { bg: '#dcfce7', fg: '#166534', darkBg: '#14532d', darkFg: '#bbf7d0' },
  blue: { bg: '#dbeafe', fg: '#1e40af', darkBg: '#1e3a8a', darkFg: '#bfdbfe' },
  yellow: { bg: '#fef9c3', fg: '#854d0e', darkBg: '#713f12', darkFg: '#fef08a' },
};

/** Site spec §4: a status shown as a coloured badge; the colour is also exposed for tests and styling. */
export function StatusBadge({ status, tone }: { status: string; tone: BadgeTone }) {
  return (
    <Box
      component="span"
      data-tone={tone}
      sx={(theme) => ({
        display: 'inline-block',
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        fontSize: 'caption.fontSize',
        fontWeight: 700,
        whiteSpace: 'nowrap',
        bgcolor: TONES[tone].bg,
        color: TONES[tone].fg,
        ...theme.applyStyles('dark', { bgcolor: TONES[tone].darkBg, color: TONES[tone].darkFg }),
      })}
    >
      {status}
    </Box>
  );
}
