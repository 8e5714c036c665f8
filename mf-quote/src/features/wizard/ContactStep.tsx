import type { ChangeEvent } from 'react';
import { Box, TextField } from '@mui/material';
import type { ContactField } from '../../logic/quoteForm';
import { PriceEstimate } from './PriceEstimate';
import { useQuoteWizard } from './quoteWizardStore';

/** Step 6: name and e-mail (required), company and message (optional), then the estimate. */
export function ContactStep() {
  const form = useQuoteWizard((s) => s.form);
  const errors = useQuoteWizard((s) => s.fieldErrors);
  const dispatch = useQuoteWizard((s) => s.dispatch);
  const busy = useQuoteWizard((s) => s.status !== 'idle');
  const bind = (field: ContactField) => ({
    value: form[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      dispatch({ type: 'setContact', field, value: e.target.value }),
    disabled: busy,
    fullWidth: true,
  });

  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          {...bind('name')}
          label="Name"
          required
          autoComplete="name"
          error={Boolean(errors.name)}
          helperText={errors.name}
        />
        <TextField
          {...bind('email')}
          label="Email"
          type="email"
          required
          autoComplete="email"
          error={Boolean(errors.email)}
          helperText={errors.email}
        />
        <TextField {...bind('company')} label="Company (optional)" autoComplete="organization" />
        <TextField {...bind('message')} label="Message (optional)" multiline minRows={3} sx={{ gridColumn: '1 / -1' }} />
      </Box>
      <PriceEstimate />
    </>
  );
}
