import { useId } from 'react';
import { Box } from '@portfolio/mui';

export interface HoneypotFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** Issue 13: a field people never see or reach; a bot that fills it gets a normal success and nothing is stored. */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  const id = useId();
  return (
    <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' }}>
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid="honeypot"
      />
    </Box>
  );
}

/** True when the honeypot holds anything: the submission is a bot's. */
export const isHoneypotFilled = (value: string) => value.length > 0;
