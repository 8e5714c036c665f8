import { Box, IconButton } from '@portfolio/mui';
import { TextField } from '@portfolio/mui/extra';
import { X } from 'lucide-react';
import { lengthCounter } from '@portfolio/ui';

interface CustomDetailsFieldProps {
  /** 'service', 'scope' or 'technology': completes the field's label and the close button's name. */
  what: string;
  value: string;
  onChange: (value: string) => void;
  /** Closing the box removes the custom option and clears its text (site spec §4). */
  onClose: () => void;
  /** The longest text the column can take (inputLimits); typing stops there and a counter shows it. */
  maxLength: number;
  disabled?: boolean;
}

/** The free-text box that opens while 'custom' is chosen. */
export function CustomDetailsField({ what, value, onChange, onClose, maxLength, disabled }: CustomDetailsFieldProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mt: 2 }}>
      <TextField
        label={`Details of your custom ${what}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        fullWidth
        helperText={lengthCounter(value, maxLength)}
        slotProps={{ htmlInput: { maxLength } }}
      />
      <IconButton aria-label={`Remove custom ${what}`} onClick={onClose} disabled={disabled} sx={{ mt: 1 }}>
        <X size={20} />
      </IconButton>
    </Box>
  );
}
