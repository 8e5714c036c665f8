import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput, type InputBaseComponentProps, type SxProps, type Theme } from '@mui/material';
import { revealFocused } from './revealFocused';

/** What the site's text fields and selects have in common: a label, a state and a line of help or error below. */
export interface FieldFrame {
  id?: string;
  name?: string;
  label?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  /** Below the field, and its accessible description. */
  helperText?: ReactNode;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

export interface TextFieldProps extends FieldFrame {
  value?: string;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  multiline?: boolean;
  rows?: number;
  minRows?: number;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** As on MUI's TextField: attributes of the `<input>` itself, and the outlined box's adornments. */
  slotProps?: { htmlInput?: InputBaseComponentProps; input?: { startAdornment?: ReactNode; endAdornment?: ReactNode } };
}

/** The ids MUI's TextField gives a field's parts, so labels and descriptions are wired the same way. */
function fieldIds(id: string, label: ReactNode, helperText: ReactNode) {
  return {
    labelId: label != null && label !== '' ? `${id}-label` : undefined,
    helperTextId: helperText ? `${id}-helper-text` : undefined,
  };
}

type FieldIds = ReturnType<typeof fieldIds>;

/**
 * The outlined frame every site field draws, as MUI's TextField does: the form control with the field's state, its
 * label (tied to the input by `id`), and the help or error line below. `children` renders the input with the ids.
 * A focused field is scrolled on screen whole (docs/decisions/031-focus-reveals-the-whole-element.md).
 */
export function OutlinedFieldFrame({
  id,
  label,
  helperText,
  shrinkLabel,
  required = false,
  disabled = false,
  error = false,
  fullWidth = false,
  size,
  sx,
  children,
}: Omit<FieldFrame, 'name'> & { id: string; shrinkLabel?: boolean; children: (ids: FieldIds) => ReactNode }) {
  const ids = fieldIds(id, label, helperText);
  return (
    <FormControl variant="outlined" required={required} disabled={disabled} error={error} fullWidth={fullWidth} size={size} sx={sx} onFocus={revealFocused}>
      {ids.labelId && (
        <InputLabel htmlFor={id} id={ids.labelId} shrink={shrinkLabel}>
          {label}
        </InputLabel>
      )}
      {children(ids)}
      {helperText && <FormHelperText id={ids.helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

/**
 * MUI's outlined TextField, composed from the same parts (FormControl, InputLabel, OutlinedInput, FormHelperText)
 * with the same ids and ARIA, without its `select` mode: MUI's TextField imports Select, and with it Menu, Popover and
 * Modal (about 13 kB brotli), which every page with a field then downloaded before it was live (issue 26). A select
 * is `NativeSelectField` (in `/choices`); a menu select is `Select` from `@portfolio/mui/select`.
 */
export function TextField({
  id: idProp,
  name,
  label,
  helperText,
  fullWidth = false,
  required,
  disabled,
  error,
  size,
  sx,
  slotProps,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const id = idProp ?? generated;
  return (
    <OutlinedFieldFrame {...{ id, label, helperText, fullWidth, required, disabled, error, size, sx }}>
      {({ labelId, helperTextId }) => (
        <OutlinedInput
          {...input}
          {...slotProps?.input}
          id={id}
          name={name}
          label={labelId ? label : undefined}
          fullWidth={fullWidth}
          aria-describedby={helperTextId}
          inputProps={slotProps?.htmlInput}
        />
      )}
    </OutlinedFieldFrame>
  );
}
