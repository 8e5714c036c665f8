import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Box, Button, Typography } from '@portfolio/mui';
import { TextField } from '@portfolio/mui/extra';
import { Send } from 'lucide-react';
import { FIELD_LIMITS, HoneypotField, isHoneypotFilled, lengthCounter, useSubmitGuard } from '@portfolio/ui';
import { LEAD_SOURCE_NOTE } from '@portfolio/lead-source';
import { SERVICE_MESSAGES, TIMINGS } from '../../logic/constants';
import type { Service } from '../../logic/services';
import { firstInvalidField, SERVICE_FIELD_ORDER } from '../../logic/firstInvalidField';
import { hasErrors } from '../../logic/hasErrors';
import {
  EMPTY_SERVICE_REQUEST,
  validateServiceRequest,
  type ServiceRequestErrors,
  type ServiceRequestForm as FormValues,
} from '../../logic/validateServiceRequest';
import { requestService } from './api';

type Status = { kind: 'idle' | 'invalid' | 'submitting' } | { kind: 'failed'; message: string } | { kind: 'sent' };

/** One card's request form (site spec §5): validates, inserts, then asks the page to collapse the card after 2 s. */
export function ServiceRequestForm({ service, onSent }: { service: Service; onSent: () => void }) {
  const [values, setValues] = useState<FormValues>(EMPTY_SERVICE_REQUEST);
  const [errors, setErrors] = useState<ServiceRequestErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [honeypot, setHoneypot] = useState('');
  const collapseTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { run } = useSubmitGuard();

  useEffect(() => () => clearTimeout(collapseTimer.current), []);

  const field = (name: keyof FormValues) => ({
    id: `${service.id}-${name}`,
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name] ?? (name === 'message' ? lengthCounter(values.message, FIELD_LIMITS.message) : undefined),
    slotProps: { htmlInput: { maxLength: FIELD_LIMITS[name] } },
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(send);
  }

  async function send() {
    // Sent: the card closes in a moment, and a second submit meanwhile would send it again.
    if (status.kind === 'sent') return;
    const found = validateServiceRequest(values);
    setErrors(found);
    if (hasErrors(found)) {
      const first = firstInvalidField(found, SERVICE_FIELD_ORDER);
      if (first) document.getElementById(`${service.id}-${first}`)?.focus();
      return setStatus({ kind: 'invalid' });
    }
    setStatus({ kind: 'submitting' });
    // A filled honeypot is a bot's: it sees the usual success and nothing is sent (issue 13).
    const result = isHoneypotFilled(honeypot) ? ({ ok: true } as const) : await requestService(service, values);
    if (!result.ok) return setStatus({ kind: 'failed', message: result.error });
    setStatus({ kind: 'sent' });
    collapseTimer.current = setTimeout(() => {
      onSent();
      setValues(EMPTY_SERVICE_REQUEST);
      setStatus({ kind: 'idle' });
    }, TIMINGS.serviceCardCollapseMs);
  }

  const busy = status.kind === 'submitting' || status.kind === 'sent';
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={`Request ${service.title}`} sx={{ position: 'relative' }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...field('name')} label="Name" required autoComplete="name" />
        <TextField {...field('email')} label="Email" type="email" required autoComplete="email" />
        <TextField {...field('company')} label="Company (optional)" autoComplete="organization" />
        <TextField {...field('message')} label="Message (optional)" multiline minRows={3} sx={{ gridColumn: { sm: '1 / -1' } }} />
      </Box>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      {status.kind === 'invalid' && hasErrors(errors) && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {SERVICE_MESSAGES.summary}
        </Alert>
      )}
      {status.kind === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {status.message}
        </Alert>
      )}
      {status.kind === 'sent' && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {SERVICE_MESSAGES.success}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={busy} startIcon={<Send size={18} aria-hidden />} sx={{ mt: 2 }}>
        {status.kind === 'submitting' ? 'Submitting...' : 'Request Service'}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {LEAD_SOURCE_NOTE}
      </Typography>
    </Box>
  );
}
