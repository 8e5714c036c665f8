import { CHOICE_STEPS, quoteStep, type ChoiceStep } from '@portfolio/quote-steps';
import { isValidEmail } from '@portfolio/ui';
import { MESSAGES, type StepId } from './constants';
import { CUSTOM_GROUPS, type CustomGroup, type QuoteForm } from './quoteForm';

const hasText = (value: string) => value.trim() !== '';

const chosen = (form: QuoteForm, step: ChoiceStep): readonly string[] => {
  const value = form[step.field];
  return Array.isArray(value) ? value : value ? [value] : [];
};

const missingCustom = (form: QuoteForm, step: ChoiceStep) =>
  step.custom !== undefined && chosen(form, step).includes('custom') && !hasText(form[CUSTOM_GROUPS[step.field as CustomGroup]]);

/** Site spec §5, "on Next": the message that stops leaving a step, or null (the step table holds the words). */
export function validateStep(stepId: StepId, form: QuoteForm): string | null {
  if (stepId === 'contact') return null;
  const step: ChoiceStep = quoteStep(stepId);
  if (chosen(form, step).length === 0) return step.required.next;
  if (missingCustom(form, step)) return step.custom!.next;
  return null;
}

/** Site spec §5, final submit: the first failing rule in the spec's order 1–8 (the steps' order), or null. */
export function validateSelections(form: QuoteForm): string | null {
  for (const step of CHOICE_STEPS) {
    if (chosen(form, step).length === 0) return step.required.submit;
    if (missingCustom(form, step)) return step.custom!.submit;
  }
  return null;
}

export interface ContactErrors {
  name?: string;
  email?: string;
}

export interface ContactCheck {
  /** Shown under each field. */
  errors: ContactErrors;
  /** Shown in the banner and the toast: the first failing field's message. */
  message: string | null;
}

/**
 * Site spec §5, contact step. A field shows the spec's main message ('Name is required'); the banner and toast show
 * its fallback ('Please enter your name'), which also makes the toast an error under site spec §4's type rule.
 */
export function validateContact(form: QuoteForm): ContactCheck {
  const errors: ContactErrors = {};
  const messages: string[] = [];
  if (!hasText(form.name)) {
    errors.name = MESSAGES.nameRequired;
    messages.push(MESSAGES.nameFallback);
  }
  if (!hasText(form.email)) {
    errors.email = MESSAGES.emailRequired;
    messages.push(MESSAGES.emailFallback);
  } else if (!isValidEmail(form.email)) {
    errors.email = MESSAGES.emailInvalid;
    messages.push(MESSAGES.emailInvalid);
  }
  return { errors, message: messages[0] ?? null };
}
