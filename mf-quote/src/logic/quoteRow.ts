import type { QuoteInsert } from '@portfolio/auth';
import { SCOPE_OPTIONS, SERVICE_OPTIONS, TECHNOLOGY_OPTIONS, type Option } from './constants';
import type { QuoteForm } from './quoteForm';

/** Labels of the chosen ids, in the options' order; custom reads "Custom Scope: <the visitor's text>". */
export function joinLabels<Id extends string>(options: Option<Id>[], chosen: Id[], customText: string): string {
  return options
    .filter((option) => chosen.includes(option.value))
    .map((option) => (option.value === 'custom' ? `${option.label}: ${customText.trim()}` : option.label))
    .join(', ');
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * Site spec §3: service, scope and technology are comma-joined labels; timeline and budget are stored as their
 * option ids (the database's CHECK constraints list the ids). Call only after validation passed.
 */
export function buildQuoteRow(form: QuoteForm, userId: string | null): QuoteInsert {
  return {
    user_id: userId,
    service: joinLabels(SERVICE_OPTIONS, form.services, form.servicesCustom),
    scope: joinLabels(SCOPE_OPTIONS, form.scope, form.scopeCustom),
    technology: joinLabels(TECHNOLOGY_OPTIONS, form.technologies, form.technologiesCustom),
    timeline: form.timeline,
    budget: form.budget,
    name: form.name.trim(),
    email: form.email.trim(),
    company: orNull(form.company),
    message: orNull(form.message),
  };
}
