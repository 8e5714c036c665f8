import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Stack } from '@portfolio/mui';
import { Navigate, useNavigate } from '@portfolio/router';
import { completePasswordReset, useAuth } from '@portfolio/auth';
import { PageHead, useSubmitGuard, useToast } from '@portfolio/ui';
import { COPY, MESSAGES, RESET_REDIRECT_MS } from '../../logic/constants';
import { resetPageView } from '../../logic/resetPageView';
import { validateNewPassword } from '../../logic/validators';
import { AuthCard } from '../shared/AuthCard';
import { FormMessage } from '../shared/FormMessage';
import { NewPasswordFields } from '../shared/NewPasswordFields';

type Phase = 'idle' | 'submitting' | 'done';

/** Site spec §2.7 / §4: a new password for the account of a recovery link, then sign-out and /signin after 3 s. */
function ResetPasswordPageView() {
  const navigate = useNavigate();
  const status = useAuth((s) => s.status);
  const recovery = useAuth((s) => s.recovery);
  const linkError = useAuth((s) => s.linkError);
  const [phase, setPhase] = useState<Phase>('idle');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { run } = useSubmitGuard();

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => void navigate('/signin', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  // While submitting, the sign-out that ends the recovery must not bounce the page before it shows success.
  const view = phase === 'submitting' ? 'form' : resetPageView({ status, recovery, done: phase === 'done' });

  // An expired or used link still lands here: say why before going to /signin, once.
  useEffect(() => {
    if (view !== 'redirect' || !linkError) return;
    useToast.getState().error(MESSAGES.passwordResetFailed(linkError));
    useAuth.getState().setLinkError(null);
  }, [view, linkError]);

  if (view === 'nothing') return null;
  if (view === 'redirect') return <Navigate to="/signin" replace />;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(send);
  }

  async function send() {
    const invalid = validateNewPassword(password, confirm);
    setError(invalid);
    if (invalid || phase === 'done') return;
    setPhase('submitting');
    const result = await completePasswordReset(password);
    if (result.error) {
      setPhase('idle');
      setError(MESSAGES.passwordResetFailed(result.error));
      useToast.getState().error(MESSAGES.passwordResetFailed(result.error));
      return;
    }
    setPhase('done');
    useToast.getState().success(MESSAGES.passwordReset);
  }

  if (view === 'done') {
    return (
      <AuthCard title="Reset Password">
        <FormMessage severity="success" message={`${MESSAGES.passwordReset} ${COPY.resetRedirectNotice}`} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Password" intro="Choose a new password for your account.">
      <FormMessage message={error} />
      <Box component="form" onSubmit={submit} aria-label="Reset password">
        <Stack spacing={2}>
          <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
          <Button type="submit" variant="contained" size="large" fullWidth loading={phase === 'submitting'}>
            Reset Password
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  return (
    <>
      <PageHead title="Reset Password" description="Choose a new password for your account." path="/reset-password" noindex />
      <ResetPasswordPageView />
    </>
  );
}
