import { Divider, Stack } from '@mui/material';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountForm } from './DeleteAccountForm';

/** Spec 2.8: the Account Settings tab — change password, then delete account. */
export function AccountSettings() {
  return (
    <Stack spacing={4} divider={<Divider flexItem />}>
      <ChangePasswordForm />
      <DeleteAccountForm />
    </Stack>
  );
}
