import { useState, type FormEvent } from 'react';
import { Box, Button, Stack, Typography } from '@portfolio/mui';
import { updatePassword } from '@portfolio/auth';
import { useSubmitGuard, useToast } from '@portfolio/ui';
import { MESSAGES } from '../../logic/constants';
import { validateNewPassword } from '../../logic/validators';
import { FormMessage } from '../shared/FormMessage';
import { NewPasswordFields } from '../shared/NewPasswordFields';

/** Site spec §5 / §8: a new password, typed twice, at least 6 characters. */
export function ChangePasswordForm() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSubmitGuard();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(send);
  }

  async function send() {
    const invalid = validateNewPassword(password, confirm);
    setError(invalid);
    if (invalid) return;
    const result = await updatePassword(password);
    if (result.error) {
      useToast.getState().error(MESSAGES.passwordUpdateFailed(result.error));
      return;
    }
    setPassword('');
    setConfirm('');
    useToast.getState().success(MESSAGES.passwordUpdated);
  }

  return (
    <Box component="section" aria-labelledby="change-password-title">
      <Typography id="change-password-title" component="h3" variant="h4" sx={{ mb: 2 }}>
        Change Password
      </Typography>
      <FormMessage message={error} />
      <Box component="form" onSubmit={submit} aria-label="Change password" sx={{ maxWidth: 440 }}>
        <Stack spacing={2}>
          <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
          <Box>
            <Button type="submit" variant="contained" loading={busy}>
              Update Password
            </Button>
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}
