import { Box } from '@portfolio/mui';
import { Star } from 'lucide-react';
import { MAX_STARS } from '../../logic/constants';
import { parseStars, starsLabel } from '../../logic/parseStars';

/** Site spec §3: the rating drawn as stars, read out as e.g. '4 out of 5 stars'. */
export function Stars({ value }: { value: string }) {
  const count = parseStars(value);
  return (
    <Box role="img" aria-label={starsLabel(count)} sx={{ display: 'inline-flex', gap: 0.25, color: 'warning.main', '& .empty': { color: 'text.secondary' } }}>
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <Star key={i} size={18} aria-hidden fill={i < count ? 'currentColor' : 'none'} className={i < count ? undefined : 'empty'} />
      ))}
    </Box>
  );
}
