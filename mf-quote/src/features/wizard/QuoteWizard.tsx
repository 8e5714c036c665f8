import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Typography } from '@portfolio/mui';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { HoneypotField } from '@portfolio/ui';
import { CLOSE_AFTER_SUCCESS_MS, STEPS, STEP_COUNT } from '../../logic/constants';
import { ContactStep, contactFieldId } from './ContactStep';
import { PriceEstimate } from './PriceEstimate';
import { useQuoteWizard } from './quoteWizardStore';
import { SelectionStep } from './SelectionStep';
import { StepProgress } from './StepProgress';
import { WizardMessage } from './WizardMessage';

export interface QuoteWizardProps {
  onClose: () => void;
}

const TITLE_ID = 'quote-step-title';

/** The six-step quote wizard (site spec §2.3); its state lives in useQuoteWizard so it survives the modal closing. */
export function QuoteWizard({ onClose }: QuoteWizardProps) {
  const step = useQuoteWizard((s) => s.step);
  const furthest = useQuoteWizard((s) => s.furthest);
  const status = useQuoteWizard((s) => s.status);
  const dispatch = useQuoteWizard((s) => s.dispatch);
  const submit = useQuoteWizard((s) => s.submit);
  const [honeypot, setHoneypot] = useState('');
  const info = STEPS[step]!;
  const isContact = step === STEP_COUNT - 1;
  const busy = status !== 'idle';

  // The latest onClose for the close timer, updated after render rather than during it.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    // The draft is read here, after the first render, so nothing browser-only shapes that render.
    useQuoteWizard.getState().restoreDraft();
    dispatch({ type: 'opened' });
    // A host that unmounts the wizard before the success timer fires still gets a fresh form next time.
    return () => {
      if (useQuoteWizard.getState().status === 'succeeded') useQuoteWizard.getState().dispatch({ type: 'reset' });
    };
  }, [dispatch]);

  useEffect(() => {
    if (status !== 'succeeded') return;
    const timer = window.setTimeout(() => onCloseRef.current(), CLOSE_AFTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  // Focus follows the step so keyboard and screen-reader users land on the new question.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    titleRef.current?.focus();
  }, [step]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isContact) {
      void submit({ honeypot }).then((fieldErrors) => {
        // Issue 18: a failed submit puts focus on the first invalid contact field.
        const first = fieldErrors.name ? 'name' : fieldErrors.email ? 'email' : null;
        if (first) document.getElementById(contactFieldId(first))?.focus();
      });
    } else dispatch({ type: 'next' });
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={TITLE_ID}>
      <StepProgress step={step} furthest={furthest} onSelect={(i) => dispatch({ type: 'goTo', step: i })} disabled={busy} />
      <Typography id={TITLE_ID} ref={titleRef} tabIndex={-1} component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {info.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {info.hint}
      </Typography>
      {info.kind === 'contact' ? <ContactStep /> : <SelectionStep step={info.id} labelledBy={TITLE_ID} />}
      <PriceEstimate step={info.id} />
      {isContact && <HoneypotField value={honeypot} onChange={setHoneypot} />}
      <WizardMessage />
      {/* Sticky at the foot of the dialog's scrolling content, so Previous and Next stay on screen on a phone (issue 38). */}
      <Box
        data-wizard-actions
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
          display: 'flex',
          gap: 2,
          mt: 3,
          mx: -3,
          px: 3,
          py: 2,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {step > 0 && (
          <Button
            type="button"
            variant="outlined"
            startIcon={<ArrowLeft size={18} aria-hidden />}
            onClick={() => dispatch({ type: 'previous' })}
            disabled={busy}
          >
            Previous
          </Button>
        )}
        {isContact ? (
          <Button type="submit" variant="contained" endIcon={<Send size={18} aria-hidden />} disabled={busy} sx={{ ml: 'auto' }}>
            Submit Request
          </Button>
        ) : (
          <Button type="submit" variant="contained" endIcon={<ArrowRight size={18} aria-hidden />} sx={{ ml: 'auto' }}>
            Next
          </Button>
        )}
      </Box>
    </Box>
  );
}
