import type { FocusEvent } from 'react';
import { Box, Button } from '@portfolio/mui';
import type { CategoryOption } from '../../logic/categories';

/**
 * A chip that takes focus scrolls the row until all of it shows: Chromium scrolls a focused element only when none of
 * it is in view, so a chip half out of the row stayed cut (docs/decisions/031-focus-reveals-the-whole-element.md).
 */
const revealChip = (event: FocusEvent<HTMLElement>) => event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' });

/**
 * The category buttons: 'All Projects' then one per category; the selected one is pressed. On a phone they are one
 * row that scrolls sideways (issue 38), so the cards start on the first screen; from the tablet width they wrap.
 */
export function CategoryFilter({ options, selected, onSelect }: { options: CategoryOption[]; selected: string; onSelect: (value: string) => void }) {
  return (
    <Box
      role="group"
      aria-label="Filter by category"
      sx={{
        display: 'flex',
        flexWrap: { xs: 'nowrap', md: 'wrap' },
        gap: 1,
        overflowX: { xs: 'auto', md: 'visible' },
        // Room for the focus ring inside the scrolling row (also where a revealed chip stops), and no scroll bar
        // drawn over the buttons.
        p: { xs: 0.5, md: 0 },
        m: { xs: -0.5, md: 0 },
        scrollPaddingInline: '8px',
        scrollbarWidth: 'none',
        overscrollBehaviorX: 'contain',
      }}
    >
      {options.map((option) => {
        const pressed = option.value === selected;
        return (
          <Button
            key={option.value}
            size="small"
            variant={pressed ? 'contained' : 'outlined'}
            aria-pressed={pressed}
            onClick={() => onSelect(option.value)}
            onFocus={revealChip}
            sx={{ borderRadius: 999, px: 1.75, flexShrink: 0, whiteSpace: 'nowrap', bgcolor: pressed ? undefined : 'background.paper' }}
          >
            {option.label}
          </Button>
        );
      })}
    </Box>
  );
}
