import { useRef, useState, type FormEvent } from 'react';
import { Box, Button, Stack } from '@portfolio/mui';
import { TextField } from '@portfolio/mui/extra';
import { sendPasswordReset, signIn } from '@portfolio/auth';
import { humanError, PageHead, useSubmitGuard, useToast } from '@portfolio/ui';
import { MESSAGES } from '../../logic/constants';
import { validateResetEmail } from '../../logic/validators';
import { AuthCard } from '../shared/AuthCard';
import { FormMessage } from '../shared/FormMessage';
import { RouterLink } from '../shared/RouterLink';

/** Site spec §2.6 / §8: sign in with e-mail and password, or ask for a password-reset e-mail. */
function SignInPageView() {
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'signIn' | 'reset' | null>(null);
  const { run } = useSubmitGuard();

  // One request at a time, sign-in or reset link: a second tap meanwhile is ignored.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      setBusy('signIn');
      setError(null);
      const result = await signIn(email, password);
      setBusy(null);
      if (result.error) {
        setError(humanError(result.error));
        useToast.getState().error(MESSAGES.signInFailed(result.error));
        return;
      }
      // No navigate here: the signed-out-only guard around this page already sends the signed-in user to /.
      useToast.getState().success(MESSAGES.signedIn);
    });
  }

  function forgotPassword() {
    void run(async () => {
      const missing = validateResetEmail(email);
      if (missing) {
        useToast.getState().warning(missing);
        emailRef.current?.focus();
        return;
      }
      setBusy('reset');
      const result = await sendPasswordReset(email);
      setBusy(null);
      if (result.error) useToast.getState().error(MESSAGES.passwordResetFailed(result.error));
      else useToast.getState().success(MESSAGES.resetEmailSent);
    });
  }

  return (
    <AuthCard
      title="Sign In"
      intro="Welcome back. Sign in to follow your requests."
      footer={
        <>
          Don&apos;t have an account? <RouterLink to="/signup">Sign up</RouterLink>
        </>
      }
    >
      <FormMessage message={error} />
      <Box component="form" onSubmit={submit} aria-label="Sign in">
        <Stack spacing={2}>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            required
            fullWidth
            value={email}
            inputRef={emailRef}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            fullWidth
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="button" variant="text" onClick={forgotPassword} loading={busy === 'reset'} disabled={busy !== null}>
              Forgot password?
            </Button>
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth loading={busy === 'signIn'} disabled={busy !== null}>
            Sign In
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

export function SignInPage() {
  return (
    <>
      <PageHead title="Sign In" description="Sign in to see your quotes, service requests and messages." path="/signin" noindex />
      <SignInPageView />
    </>
  );
}
