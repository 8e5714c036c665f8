import type { ChangeEvent } from 'react';
import { Box, Typography } from '@portfolio/mui';
import { TextField } from '@portfolio/mui/extra';
import { COUNTER_FROM_LIMIT, lengthCounter } from '@portfolio/ui';
import { LEAD_SOURCE_NOTE } from '@portfolio/lead-source';
import { CONTACT_LIMITS } from '../../logic/inputLimits';
import type { ContactField } from '../../logic/quoteForm';
import { useQuoteWizard } from './quoteWizardStore';

/** The element id of a contact field, so a failed submit can move focus to it. */
export const contactFieldId = (field: ContactField) => `quote-${field}`;

/**
 * Step 6: name and e-mail (required), company and message (optional); each stops at its column's length. The note
 * says what else the quote stores: where it came from (issue 41).
 */
export function ContactStep() {
  const form = useQuoteWizard((s) => s.form);
  const errors = useQuoteWizard((s) => s.fieldErrors);
  const dispatch = useQuoteWizard((s) => s.dispatch);
  const busy = useQuoteWizard((s) => s.status !== 'idle');
  const bind = (field: ContactField) => ({
    id: contactFieldId(field),
    value: form[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => dispatch({ type: 'setContact', field, value: e.target.value }),
    disabled: busy,
    fullWidth: true,
    slotProps: { htmlInput: { maxLength: CONTACT_LIMITS[field] } },
  });
  const counter = (field: ContactField) => (CONTACT_LIMITS[field] >= COUNTER_FROM_LIMIT ? lengthCounter(form[field], CONTACT_LIMITS[field]) : undefined);

  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField {...bind('name')} label="Name" required autoComplete="name" error={Boolean(errors.name)} helperText={errors.name} />
        <TextField {...bind('email')} label="Email" type="email" required autoComplete="email" error={Boolean(errors.email)} helperText={errors.email} />
        <TextField {...bind('company')} label="Company (optional)" autoComplete="organization" />
        <TextField {...bind('message')} label="Message (optional)" multiline minRows={3} helperText={counter('message')} sx={{ gridColumn: '1 / -1' }} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {LEAD_SOURCE_NOTE}
      </Typography>
    </>
  );
}
