import { useState, type FormEvent } from 'react';
import { Box, Button, Typography } from '@portfolio/mui';
import { FormControlLabel, FormLabel, Radio, RadioGroup } from '@portfolio/mui/choices';
import { FormControl, Paper, TextField } from '@portfolio/mui/extra';
import { Send } from 'lucide-react';
import { FIELD_LIMITS, HoneypotField, isHoneypotFilled, lengthCounter, PageFrame, PageHead, useSubmitGuard, useToast } from '@portfolio/ui';
import { CONTACT_MESSAGES, CONTACT_TITLE, MESSAGE_ROWS, TIMINGS } from '../../logic/constants';
import { clearFieldError, errorsForType, INITIAL_CONTACT_FORM, type ContactErrors, type ContactField, type ContactForm } from '../../logic/contactForm';
import { APP_TYPES, CONTACT_BUDGETS, CONTACT_TYPES, INDUSTRIES, PRODUCT_TYPES, CONTACT_TIMELINES, type ContactType } from '@portfolio/auth';
import { CONTACT_FIELD_ORDER, firstInvalidField } from '../../logic/firstInvalidField';
import { hasErrors } from '../../logic/hasErrors';
import { validateContact } from '../../logic/validateContact';
import { LEAD_SOURCE_NOTE } from '@portfolio/lead-source';
import { OptionSelect } from './OptionSelect';
import { sendContact } from './api';
import { DirectContact } from './DirectContact';
import { WhatHappensNext } from './WhatHappensNext';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
/**
 * The selects: as many columns as fit at 18 rem each, so a select is never narrower than its longest value and a
 * native select never cuts its text (three columns clipped them at 768 and 1440 px, issue 38).
 */
const selects = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))' } as const;

/** Site spec §2.9: the 'Get In Touch' form; the selects shown depend on the contact type. */
export function ContactPage() {
  const [values, setValues] = useState<ContactForm>(INITIAL_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactErrors>({});
  const { busy: sending, run } = useSubmitGuard();
  const [honeypot, setHoneypot] = useState('');

  function update(field: ContactField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => clearFieldError(e, field));
  }

  function changeType(type: ContactType) {
    setValues((v) => ({ ...v, contactType: type }));
    setErrors((e) => errorsForType(clearFieldError(e, 'contactType'), type));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(send);
  }

  async function send() {
    const toast = useToast.getState();
    const found = validateContact(values);
    setErrors(found);
    if (hasErrors(found)) {
      toast.show(CONTACT_MESSAGES.fillRequired, 'error', { durationMs: TIMINGS.contactValidationToastMs });
      const first = firstInvalidField(found, CONTACT_FIELD_ORDER);
      if (first) document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    // A filled honeypot is a bot's: it sees the usual success and nothing is sent (issue 13).
    if (!isHoneypotFilled(honeypot)) {
      const result = await sendContact(values);
      if (!result.ok) {
        console.error('Contact submission failed:', result.error);
        toast.error(result.shown ?? CONTACT_MESSAGES.failure);
        return;
      }
    }
    toast.success(CONTACT_MESSAGES.success);
    setValues(INITIAL_CONTACT_FORM);
    setErrors({});
  }

  const text = (field: 'name' | 'email' | 'message') => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    error: Boolean(errors[field]),
    helperText: errors[field] ?? (field === 'message' ? lengthCounter(values.message, FIELD_LIMITS.message) : undefined),
    slotProps: { htmlInput: { maxLength: FIELD_LIMITS[field] } },
    onChange: (e: { target: { value: string } }) => update(field, e.target.value),
  });

  const select = (field: 'industry' | 'productType' | 'appType' | 'budget' | 'timeline') => ({
    id: `contact-${field}`,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => update(field, value),
  });

  return (
    <PageFrame>
      <PageHead title={CONTACT_TITLE} description="Share a project idea, ask about a product or just start a conversation." path="/contact" />
      <Typography variant="h1">{CONTACT_TITLE}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Tell me about your idea, ask about a product, or just say hello. Fields marked with * are required.
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' }, alignItems: 'start' }}>
        <Paper
          component="form"
          noValidate
          onSubmit={submit}
          aria-label={CONTACT_TITLE}
          variant="outlined"
          // On a phone the form is the page itself, without the card's frame: at 320 px the card's 2 × 17 px left
          // a select 208 px for 'Progressive Web App (PWA)', 215 px wide (issue 38).
          sx={{
            p: { xs: 0, sm: 2, md: 4 },
            borderWidth: { xs: 0, sm: 1 },
            bgcolor: { xs: 'transparent', sm: 'background.paper' },
            display: 'grid',
            gap: 3,
            position: 'relative',
          }}
        >
          <Box sx={twoColumns}>
            <TextField {...text('name')} label="Name" required autoComplete="name" />
            <TextField {...text('email')} label="Email" type="email" required autoComplete="email" />
          </Box>

          <FormControl component="fieldset">
            <FormLabel component="legend" sx={{ mb: 1 }}>
              What would you like to talk about?
            </FormLabel>
            <RadioGroup name="contactType" value={values.contactType} onChange={(e) => changeType(e.target.value as ContactType)}>
              {CONTACT_TYPES.map((type) => (
                <FormControlLabel key={type.value} value={type.value} control={<Radio />} label={type.label} />
              ))}
            </RadioGroup>
          </FormControl>

          {values.contactType === 'idea' && (
            <Box sx={selects}>
              <OptionSelect {...select('industry')} label="Industry" placeholder="Select an industry" options={INDUSTRIES} />
              <OptionSelect {...select('productType')} label="Product type" placeholder="Select a product type" options={PRODUCT_TYPES} />
              <OptionSelect {...select('appType')} label="Application type" placeholder="Select an application type" options={APP_TYPES} />
            </Box>
          )}
          {values.contactType === 'product' && (
            <Box sx={selects}>
              <OptionSelect {...select('budget')} label="Budget" placeholder="Select a budget range" options={CONTACT_BUDGETS} />
              <OptionSelect {...select('timeline')} label="Timeline" placeholder="Select a timeline" options={CONTACT_TIMELINES} />
            </Box>
          )}

          <TextField {...text('message')} label="Message" required multiline rows={MESSAGE_ROWS} />

          <HoneypotField value={honeypot} onChange={setHoneypot} />
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={sending} startIcon={<Send size={18} aria-hidden />}>
              {sending ? 'Sending...' : 'Send Message'}
            </Button>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {LEAD_SOURCE_NOTE}
          </Typography>
        </Paper>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <DirectContact />
          <WhatHappensNext />
        </Box>
      </Box>
    </PageFrame>
  );
}
