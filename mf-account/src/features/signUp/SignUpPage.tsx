import { useState, type FormEvent } from 'react';
import { Box, Button, Stack } from '@portfolio/mui';
import { TextField } from '@portfolio/mui/extra';
import { signUp } from '@portfolio/auth';
import { humanError, PageHead, useSubmitGuard, useToast } from '@portfolio/ui';
import { COPY, MESSAGES } from '../../logic/constants';
import { validateSignUp } from '../../logic/validators';
import { AuthCard } from '../shared/AuthCard';
import { FormMessage } from '../shared/FormMessage';
import { RouterLink } from '../shared/RouterLink';

const EMPTY = { username: '', email: '', password: '', confirm: '' };

/** Site spec §2.6 / §8: create an account; with e-mail confirmation on, the user is asked to check their inbox. */
function SignUpPageView() {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [confirmSentTo, setConfirmSentTo] = useState<string | null>(null);
  const { busy, run } = useSubmitGuard();
  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(send);
  }

  async function send() {
    const invalid = validateSignUp(form.password, form.confirm);
    setError(invalid);
    if (invalid) return;
    const result = await signUp(form.username, form.email, form.password);
    if (result.error) {
      setError(humanError(result.error));
      useToast.getState().error(MESSAGES.signUpFailed(result.error));
      return;
    }
    if (!result.signedIn) {
      setConfirmSentTo(form.email.trim());
      setForm(EMPTY);
      return;
    }
    // No navigate here: the signed-out-only guard around this page already sends the signed-in user to /.
    useToast.getState().success(MESSAGES.signedUp);
  }

  const footer = (
    <>
      Already have an account? <RouterLink to="/signin">Sign in</RouterLink>
    </>
  );

  if (confirmSentTo) {
    return (
      <AuthCard title="Check Your Inbox" footer={footer}>
        <FormMessage severity="success" message={COPY.confirmEmailSent(confirmSentTo)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign Up" intro="Create an account to follow your quotes and requests in one place." footer={footer}>
      <FormMessage message={error} />
      <Box component="form" onSubmit={submit} aria-label="Sign up">
        <Stack spacing={2}>
          <TextField label="Username" autoComplete="nickname" required fullWidth {...field('username')} />
          <TextField label="Email" type="email" autoComplete="email" required fullWidth {...field('email')} />
          <TextField label="Password" type="password" autoComplete="new-password" required fullWidth {...field('password')} />
          <TextField label="Confirm Password" type="password" autoComplete="new-password" required fullWidth {...field('confirm')} />
          <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
            Sign Up
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

export function SignUpPage() {
  return (
    <>
      <PageHead title="Sign Up" description="Create an account to keep track of your quotes and requests." path="/signup" noindex />
      <SignUpPageView />
    </>
  );
}
