import type { QuoteInsert } from '@portfolio/auth';
import type { LeadSource } from '@portfolio/lead-source';
import { CHOICE_STEPS, type ChoiceStep } from '@portfolio/quote-steps';
import type { Option } from './constants';
import { CUSTOM_GROUPS, type ChoiceColumn, type CustomGroup, type QuoteForm } from './quoteForm';

/** Labels of the chosen ids, in the options' order; custom reads "Custom Scope: <the visitor's text>". */
export function joinLabels<Id extends string>(options: readonly Option<Id>[], chosen: readonly Id[], customText: string): string {
  return options
    .filter((option) => chosen.includes(option.value))
    .map((option) => (option.value === 'custom' ? `${option.label}: ${customText.trim()}` : option.label))
    .join(', ');
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** What a step stores in its column: the chosen labels comma-joined, or the chosen value (as the step table says). */
function columnValue(form: QuoteForm, step: ChoiceStep): string {
  const value = form[step.field];
  if (step.stores === 'value') return Array.isArray(value) ? value.join(',') : value;
  const text = step.custom ? form[CUSTOM_GROUPS[step.field as CustomGroup]] : '';
  return joinLabels(step.options, Array.isArray(value) ? value : value ? [value] : [], text);
}

/**
 * Site spec §3: service, scope and technology are comma-joined labels; timeline and budget are stored as their
 * option ids (the database's CHECK constraints list the ids). Where the lead came from (issue 41) goes with it,
 * in columns of its own: it is no step. Call only after validation passed.
 */
export function buildQuoteRow(form: QuoteForm, userId: string | null, source: LeadSource): QuoteInsert {
  // The columns come from the step table; one missing from the generated Database type is a type error here.
  const columns = Object.fromEntries(CHOICE_STEPS.map((step) => [step.column, columnValue(form, step)])) as Pick<QuoteInsert, ChoiceColumn>;
  return {
    user_id: userId,
    ...columns,
    name: form.name.trim(),
    email: form.email.trim(),
    company: orNull(form.company),
    message: orNull(form.message),
    ...source,
  };
}
