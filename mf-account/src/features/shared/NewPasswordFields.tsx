import { TextField } from '@portfolio/mui/extra';

interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}

/** The new password typed twice, as change-password and reset-password both ask for it. */
export function NewPasswordFields({ password, confirm, onPassword, onConfirm }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label="New Password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        fullWidth
        value={password}
        onChange={(e) => onPassword(e.target.value)}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        fullWidth
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
      />
    </>
  );
}
