import { Box, Chip } from '@portfolio/mui';

/** A project's tags as a list of chips. */
export function TagChips({ tags, size = 'small', label }: { tags: readonly string[]; size?: 'small' | 'medium'; label?: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}>
      {tags.map((tag) => (
        <Box component="li" key={tag}>
          <Chip label={tag} size={size} variant="outlined" sx={{ bgcolor: 'background.paper', fontWeight: 500 }} />
        </Box>
      ))}
    </Box>
  );
}
