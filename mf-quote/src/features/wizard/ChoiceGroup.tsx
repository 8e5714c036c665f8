import type { KeyboardEvent } from 'react';
import { Box } from '@portfolio/mui';
import { Checkbox, FormControlLabel, Radio } from '@portfolio/mui/choices';
import type { LucideIcon } from 'lucide-react';
import type { Option } from '../../logic/constants';

interface ChoiceGroupProps<Id extends string> {
  /** radio: one choice that can be clicked off again; checkbox: any number. */
  kind: 'radio' | 'checkbox';
  name: string;
  options: readonly Option<Id>[];
  icons: Record<Id, LucideIcon>;
  selected: readonly Id[];
  onToggle: (id: Id) => void;
  /** The id of the step heading that names the group. */
  labelledBy: string;
  disabled?: boolean;
}

const noop = () => {};

/** The options of a step as real radio buttons or checkboxes, laid out as cards. */
export function ChoiceGroup<Id extends string>(props: ChoiceGroupProps<Id>) {
  const { kind, name, options, icons, selected, onToggle, labelledBy, disabled } = props;
  return (
    <Box
      role={kind === 'radio' ? 'radiogroup' : 'group'}
      aria-labelledby={labelledBy}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}
    >
      {options.map((option) => {
        const checked = selected.includes(option.value);
        const Icon: LucideIcon = icons[option.value];
        // A radio's click (mouse, Space or arrow keys) toggles, so the chosen radio can be clicked off (site spec §4).
        // Browsers send no click for Space on a checked radio, so that key clears it here.
        const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key !== ' ' || !checked) return;
          event.preventDefault();
          onToggle(option.value);
        };
        const control =
          kind === 'radio' ? (
            <Radio checked={checked} onChange={noop} slotProps={{ input: { onClick: () => onToggle(option.value), onKeyDown } }} />
          ) : (
            <Checkbox checked={checked} onChange={() => onToggle(option.value)} />
          );
        return (
          <FormControlLabel
            key={option.value}
            control={control}
            name={name}
            value={option.value}
            disabled={disabled}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                {/* A long label must wrap, not squeeze the icon (issue 31: 11.5 px wide on a phone). */}
                <Icon size={20} aria-hidden style={{ flexShrink: 0 }} />
                {option.label}
              </Box>
            }
            sx={{
              m: 0,
              pr: 1.5,
              border: 1,
              borderRadius: 2,
              borderColor: checked ? 'primary.main' : 'divider',
              bgcolor: checked ? 'action.selected' : 'background.paper',
              transition: 'border-color 150ms, background-color 150ms',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              '&:hover': { borderColor: 'primary.main' },
            }}
          />
        );
      })}
    </Box>
  );
}
