import { Box, Button } from '@portfolio/mui';
import { LISTING } from '../../logic/constants';

/** 'All' then one button per tag; the selected one is pressed. */
export function TagFilter({ tags, selected, onSelect }: { tags: readonly string[]; selected: string | null; onSelect: (tag: string | null) => void }) {
  const options = [{ value: null, label: LISTING.allTags }, ...tags.map((t) => ({ value: t, label: t }))];
  return (
    <Box role="group" aria-label={LISTING.filterLabel} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
      {options.map((option) => {
        const pressed = option.value === selected;
        return (
          <Button
            key={option.label}
            size="small"
            variant={pressed ? 'contained' : 'outlined'}
            aria-pressed={pressed}
            onClick={() => onSelect(option.value)}
            sx={{ borderRadius: 999, px: 1.75, bgcolor: pressed ? undefined : 'background.paper' }}
          >
            {option.label}
          </Button>
        );
      })}
    </Box>
  );
}
