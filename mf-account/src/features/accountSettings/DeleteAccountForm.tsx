import { useState, type FormEvent } from 'react';
import { Box, Button, Stack, Typography } from '@portfolio/mui';
import { TextField } from '@portfolio/mui/extra';
import { useNavigate } from '@portfolio/router';
import { deleteAccount, errorMessage } from '@portfolio/auth';
import { useSubmitGuard, useToast } from '@portfolio/ui';
import { DELETE_CONFIRMATION_WORD, MESSAGES } from '../../logic/constants';
import { validateDeleteConfirmation } from '../../logic/validators';
import { FormMessage } from '../shared/FormMessage';

/** Site spec §4 / §5 / §8: deleting the account needs the word DELETE typed exactly. */
export function DeleteAccountForm() {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSubmitGuard();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(send);
  }

  async function send() {
    const invalid = validateDeleteConfirmation(typed);
    setError(invalid);
    if (invalid) return;
    const result = await deleteAccount();
    if (result.error !== null) {
      useToast.getState().error(MESSAGES.accountDeletionFailed(errorMessage(result.error)));
      return;
    }
    useToast.getState().success(MESSAGES.accountDeleted);
    void navigate('/');
  }

  return (
    <Box component="section" aria-labelledby="delete-account-title">
      <Typography id="delete-account-title" component="h3" variant="h4" sx={{ mb: 1, color: 'error.main' }}>
        Delete Account
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 560 }}>
        This removes your account and signs you out. It cannot be undone. Requests you already sent stay with us, no longer linked to an account.
      </Typography>
      <FormMessage message={error} />
      <Box component="form" onSubmit={submit} aria-label="Delete account" sx={{ maxWidth: 440 }}>
        <Stack spacing={2}>
          <TextField
            label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
            name="delete-confirmation"
            autoComplete="off"
            fullWidth
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          />
          <Box>
            <Button type="submit" variant="contained" color="error" loading={busy}>
              Delete Account
            </Button>
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}
