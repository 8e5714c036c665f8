import type { BudgetId, ScopeId, ServiceId, TechnologyId, TimelineId } from './constants';

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

/** The three groups that have a 'custom' option with a free-text box, and where each keeps its text. */
export const CUSTOM_GROUPS = {
  services: 'servicesCustom',
  scope: 'scopeCustom',
  technologies: 'technologiesCustom',
} as const;
export type CustomGroup = keyof typeof CUSTOM_GROUPS;

export type ContactField = 'name' | 'email' | 'company' | 'message';

/** Site spec §4: single choice; choosing the chosen option again deselects it; choosing custom clears other picks. */
export function toggleService(form: QuoteForm, id: ServiceId): QuoteForm {
  if (form.services.includes(id)) return removeFromGroup(form, 'services', id);
  // Replacing custom with another service deselects custom, which clears its text.
  return { ...form, services: [id], servicesCustom: id === 'custom' ? form.servicesCustom : '' };
}

/**
 * Site spec §4: scope and technology are multi-select toggles with the service's custom behaviour: choosing custom
 * clears the other picks (at that moment; picks added afterwards stay beside custom), deselecting it clears its text.
 */
export function toggleMulti<G extends 'scope' | 'technologies'>(form: QuoteForm, group: G, id: QuoteForm[G][number]): QuoteForm {
  const current = form[group] as string[];
  if (current.includes(id)) return removeFromGroup(form, group, id);
  if (id === 'custom') return { ...form, [group]: ['custom'] };
  return { ...form, [group]: [...current, id] };
}

/** Removes an option; removing custom (by deselecting it or closing its box) also clears its text. */
export function removeFromGroup(form: QuoteForm, group: CustomGroup, id: string): QuoteForm {
  const next = { ...form, [group]: (form[group] as string[]).filter((x) => x !== id) };
  return id === 'custom' ? { ...next, [CUSTOM_GROUPS[group]]: '' } : next;
}

/** Site spec §4: timeline and budget toggle off when clicked again. */
export function toggleSingle<F extends 'timeline' | 'budget'>(form: QuoteForm, field: F, id: QuoteForm[F]): QuoteForm {
  return { ...form, [field]: form[field] === id ? '' : id };
}
