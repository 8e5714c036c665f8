import { Stack } from '@portfolio/mui';
import { Divider } from '@portfolio/mui/extra';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountForm } from './DeleteAccountForm';
import { ResetLinkForm } from './ResetLinkForm';

/** Site spec §2.8: the Account Settings tab — change password (or get a reset link), then delete account. */
export function AccountSettings() {
  return (
    <Stack spacing={4} divider={<Divider flexItem />}>
      <ChangePasswordForm />
      <ResetLinkForm />
      <DeleteAccountForm />
    </Stack>
  );
}
