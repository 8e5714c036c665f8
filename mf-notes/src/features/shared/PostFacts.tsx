import { Box, Typography } from '@portfolio/mui';
import { displayDate } from '../../logic/listing';
import { readingTimeLabel } from '../../logic/constants';
import type { PostMeta } from '../../logic/postMeta';

/** A post's date and reading time, on one line. */
export function PostFacts({ meta }: { meta: PostMeta }) {
  return (
    <Typography variant="body2" color="text.secondary">
      <Box component="time" dateTime={meta.date}>
        {displayDate(meta.date)}
      </Box>
      {' · '}
      {readingTimeLabel(meta.readingMinutes)}
    </Typography>
  );
}
