import { Box, Button } from '@portfolio/mui';
import type { CategoryOption } from '../../logic/categories';

/** The category buttons: 'All Projects' then one per category; the selected one is pressed. */
export function CategoryFilter({ options, selected, onSelect }: { options: CategoryOption[]; selected: string; onSelect: (value: string) => void }) {
  return (
    <Box role="group" aria-label="Filter by category" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {options.map((option) => {
        const pressed = option.value === selected;
        return (
          <Button
            key={option.value}
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
