import { isValidEmail } from '@portfolio/ui';
import { MESSAGES, type StepId } from './constants';
import { CUSTOM_GROUPS, type CustomGroup, type QuoteForm } from './quoteForm';

const hasText = (value: string) => value.trim() !== '';

const missingCustom = (form: QuoteForm, group: CustomGroup) => (form[group] as string[]).includes('custom') && !hasText(form[CUSTOM_GROUPS[group]]);

const NEXT_CUSTOM_MESSAGE: Record<CustomGroup, string> = {
  services: MESSAGES.customServiceNext,
  scope: MESSAGES.customScopeNext,
  technologies: MESSAGES.customTechnologyNext,
};

function checkGroupForNext(form: QuoteForm, group: CustomGroup): string | null {
  if (form[group].length === 0) return MESSAGES.selectAtLeastOne;
  if (missingCustom(form, group)) return NEXT_CUSTOM_MESSAGE[group];
  return null;
}

/**
 * Site spec §5, "on Next": the message that stops leaving a step, or null. The spec gives no wording for a missing
 * timeline or budget on Next, so those use its final-submit messages for the same rule.
 */
export function validateStep(step: StepId, form: QuoteForm): string | null {
  switch (step) {
    case 'service':
      return checkGroupForNext(form, 'services');
    case 'scope':
      return checkGroupForNext(form, 'scope');
    case 'technology':
      return checkGroupForNext(form, 'technologies');
    case 'timeline':
      return form.timeline ? null : MESSAGES.selectTimeline;
    case 'budget':
      return form.budget ? null : MESSAGES.selectBudget;
    case 'contact':
      return null;
  }
}

/** Site spec §5, final submit: the first failing rule in the spec's order 1–8, or null. */
export function validateSelections(form: QuoteForm): string | null {
  const rules: Array<[boolean, string]> = [
    [form.services.length === 0, MESSAGES.selectService],
    [missingCustom(form, 'services'), MESSAGES.customService],
    [form.scope.length === 0, MESSAGES.selectScope],
    [missingCustom(form, 'scope'), MESSAGES.customScope],
    [form.technologies.length === 0, MESSAGES.selectTechnology],
    [missingCustom(form, 'technologies'), MESSAGES.customTechnology],
    [!form.timeline, MESSAGES.selectTimeline],
    [!form.budget, MESSAGES.selectBudget],
  ];
  return rules.find(([fails]) => fails)?.[1] ?? null;
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
