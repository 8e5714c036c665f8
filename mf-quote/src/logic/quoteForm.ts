import { CHOICE_STEPS, quoteStep, type ChoiceStepId, type CustomGroup, type CustomTextField } from '@portfolio/ui/quote-steps';
import type { BudgetId, ScopeId, ServiceId, TechnologyId, TimelineId } from './constants';

export type { CustomGroup };

/** Site spec §3, wizard form state. An empty string means "not chosen" for timeline and budget. */
export interface QuoteForm {
  services: ServiceId[];
  servicesCustom: string;
  scope: ScopeId[];
  scopeCustom: string;
  technologies: TechnologyId[];
  technologiesCustom: string;
  timeline: TimelineId | '';
  budget: BudgetId | '';
  name: string;
  email: string;
  company: string;
  message: string;
}

export const EMPTY_FORM: QuoteForm = {
  services: [],
  servicesCustom: '',
  scope: [],
  scopeCustom: '',
  technologies: [],
  technologiesCustom: '',
  timeline: '',
  budget: '',
  name: '',
  email: '',
  company: '',
  message: '',
};

/** The groups that have a 'custom' option with a free-text box, and where each keeps its text (from the step table). */
export const CUSTOM_GROUPS = Object.fromEntries(CHOICE_STEPS.flatMap((step) => (step.custom ? [[step.field, step.custom.field]] : []))) as Record<
  CustomGroup,
  CustomTextField
>;

export type ContactField = 'name' | 'email' | 'company' | 'message';

type SingleField = 'timeline' | 'budget';

/** A chosen option of a step kept as a list (beside its custom text) or as one value. */
const isListed = (field: CustomGroup | SingleField): field is CustomGroup => Array.isArray(EMPTY_FORM[field]);

/**
 * Site spec §4, choosing an option of a step (as the step table describes it):
 * - `one`: single choice; choosing the chosen option again deselects it; a listed choice replacing custom clears its text;
 * - `many`: toggles; choosing custom clears the other picks (at that moment; picks added afterwards stay beside it).
 */
export function choose(form: QuoteForm, stepId: ChoiceStepId, id: string): QuoteForm {
  const step = quoteStep(stepId);
  const field = step.field;
  if (!isListed(field)) return { ...form, [field]: form[field] === id ? '' : id };
  const current = form[field] as string[];
  if (current.includes(id)) return removeFromGroup(form, field, id);
  if (step.kind === 'one') return { ...form, [field]: [id], [CUSTOM_GROUPS[field]]: id === 'custom' ? form[CUSTOM_GROUPS[field]] : '' };
  if (id === 'custom') return { ...form, [field]: ['custom'] };
  return { ...form, [field]: [...current, id] };
}

/** Removes an option; removing custom (by deselecting it or closing its box) also clears its text. */
export function removeFromGroup(form: QuoteForm, group: CustomGroup, id: string): QuoteForm {
  const next = { ...form, [group]: (form[group] as string[]).filter((x) => x !== id) };
  return id === 'custom' ? { ...next, [CUSTOM_GROUPS[group]]: '' } : next;
}
