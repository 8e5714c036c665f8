import type { ChangeEvent, ReactNode } from 'react';
import { NativeSelect, OutlinedInput } from '@mui/material';
import { OutlinedFieldFrame, type FieldFrame } from './fields';

export interface NativeSelectFieldProps extends FieldFrame {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** The `<option>`s. */
  children: ReactNode;
}

/**
 * A labelled native `<select>` in the outlined frame of the text fields: the phone's own picker, every screen reader,
 * and it works before the page's scripts run. Looks as MUI's `<TextField select>` with `native` and a label that
 * always sits on the frame, without importing MUI's menu select.
 */
export function NativeSelectField({ id, name, label, value, onChange, children, ...frame }: NativeSelectFieldProps) {
  return (
    <OutlinedFieldFrame id={id} label={label} shrinkLabel {...frame}>
      {({ helperTextId }) => (
        <NativeSelect id={id} name={name} value={value} onChange={onChange} aria-describedby={helperTextId} input={<OutlinedInput label={label} notched />}>
          {children}
        </NativeSelect>
      )}
    </OutlinedFieldFrame>
  );
}
