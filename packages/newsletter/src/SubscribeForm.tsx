import { useId, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Typography } from '@portfolio/mui';
import { TextField } from '@portfolio/mui/extra';
import { HoneypotField, isHoneypotFilled, useSubmitGuard } from '@portfolio/ui';
import { EMAIL_MAX_LENGTH, NEWSLETTER_MESSAGES, SUBSCRIBE_FORM_PLACES, type SubscribeFormPlace } from './constants';
import { validateSubscription } from './newsletter';
import { subscribe } from './api';

type Status = { kind: 'idle' | 'submitting' | 'sent' } | { kind: 'failed'; message: string };

/**
 * The newsletter's subscribe form (issue 41), written once and shown on /newsletter, /notes and each post; its
 * `footer` place is for the footer's area, designed but not in yet
 * (docs/decisions/025-one-subscribe-form-in-three-places.md). It asks for a confirmation mail; only the link in that
 * mail subscribes (docs/decisions/024-newsletter-double-opt-in.md).
 */
export function SubscribeForm({ place = 'page' }: { place?: SubscribeFormPlace }) {
  const { title, intro } = SUBSCRIBE_FORM_PLACES[place];
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [honeypot, setHoneypot] = useState('');
  const { busy, run } = useSubmitGuard();
  const inputId = `${id}-email`;

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(send);
  }

  async function send() {
    const found = validateSubscription(email);
    setError(found);
    if (found) {
      document.getElementById(inputId)?.focus();
      return;
    }
    setStatus({ kind: 'submitting' });
    // A filled honeypot is a bot's: it sees the usual answer and nothing is sent (issue 13).
    const result = isHoneypotFilled(honeypot) ? ({ ok: true } as const) : await subscribe(email);
    if (!result.ok) return setStatus({ kind: 'failed', message: result.shown ?? NEWSLETTER_MESSAGES.failure });
    setStatus({ kind: 'sent' });
    setEmail('');
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      data-testid="subscribe-form"
      data-place={place}
      sx={{ position: 'relative' }}
    >
      <Typography id={`${id}-title`} variant="h6" component="h2">
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {NEWSLETTER_MESSAGES.intro}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          id={inputId}
          name="email"
          type="email"
          label={NEWSLETTER_MESSAGES.emailLabel}
          required
          autoComplete="email"
          size="small"
          value={email}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: EMAIL_MAX_LENGTH } }}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(undefined);
          }}
          sx={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" variant="contained" disabled={busy}>
          {status.kind === 'submitting' ? NEWSLETTER_MESSAGES.submitting : NEWSLETTER_MESSAGES.submit}
        </Button>
      </Box>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {NEWSLETTER_MESSAGES.privacy}
      </Typography>
      <Box role="status" aria-live="polite">
        {status.kind === 'sent' && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {NEWSLETTER_MESSAGES.sent}
          </Alert>
        )}
        {status.kind === 'failed' && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {status.message}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
