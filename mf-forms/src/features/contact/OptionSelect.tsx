import type { ChangeEvent } from 'react';
import { TextField } from '@portfolio/mui/extra';
import type { Option } from '@portfolio/auth';

interface Props {
  id: string;
  label: string;
  placeholder: string;
  options: readonly Option[];
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A labelled native select (works with every screen reader and phone picker) with the field's error below. */
export function OptionSelect({ id, label, placeholder, options, value, error, onChange }: Props) {
  return (
    <TextField
      id={id}
      name={id}
      select
      required
      label={label}
      value={value}
      error={Boolean(error)}
      helperText={error}
      onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
