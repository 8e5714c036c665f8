import { NativeSelectField } from '@portfolio/mui/choices';
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
    <NativeSelectField
      id={id}
      name={id}
      required
      label={label}
      value={value}
      error={Boolean(error)}
      helperText={error}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelectField>
  );
}
