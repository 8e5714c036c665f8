import { Box, Button, Typography } from '@portfolio/mui';
import { sendPasswordReset, useAuth } from '@portfolio/auth';
import { useSubmitGuard, useToast } from '@portfolio/ui';
import { MESSAGES } from '../../logic/constants';

/** Site spec §8: a reset link by e-mail from the account itself, for a user who would rather confirm by mail. */
export function ResetLinkForm() {
  const email = useAuth((s) => s.user?.email ?? '');
  const { busy, run } = useSubmitGuard();

  const send = () =>
    run(async () => {
      const { error } = await sendPasswordReset(email);
      if (error) useToast.getState().error(MESSAGES.resetEmailFailed(error));
      else useToast.getState().success(MESSAGES.resetEmailSent);
    });

  return (
    <Box component="section" aria-labelledby="reset-link-title">
      <Typography id="reset-link-title" component="h3" variant="h4" sx={{ mb: 1 }}>
        Reset by E-mail
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        We can send a password reset link to {email || 'your e-mail address'} instead.
      </Typography>
      <Button variant="outlined" onClick={send} loading={busy} disabled={!email}>
        Email Me a Reset Link
      </Button>
    </Box>
  );
}
