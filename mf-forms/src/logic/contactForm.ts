import type { ContactType } from '@portfolio/auth';

export const DEFAULT_CONTACT_TYPE: ContactType = 'idea';

/** Site spec §3: the contact form's local fields (contactType, productType, appType as named there). */
export interface ContactForm {
  name: string;
  email: string;
  contactType: ContactType;
  industry: string;
  productType: string;
  appType: string;
  budget: string;
  timeline: string;
  message: string;
}

export type ContactField = keyof ContactForm;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Site spec §4: the defaults the form starts with and resets to after a success (type idea). */
export const INITIAL_CONTACT_FORM: ContactForm = {
  name: '',
  email: '',
  contactType: DEFAULT_CONTACT_TYPE,
  industry: '',
  productType: '',
  appType: '',
  budget: '',
  timeline: '',
  message: '',
};

/** Site spec §2.9: the selects each contact type shows; the others are hidden and stored as null. */
export const FIELDS_BY_TYPE: Record<ContactType, readonly ('industry' | 'productType' | 'appType' | 'budget' | 'timeline')[]> = {
  idea: ['industry', 'productType', 'appType'],
  chat: [],
  product: ['budget', 'timeline'],
};

const TYPE_FIELDS = ['industry', 'productType', 'appType', 'budget', 'timeline'] as const;

/** Site spec §4: editing a field clears its error. */
export function clearFieldError(errors: ContactErrors, field: ContactField): ContactErrors {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

/** Switching type drops the errors of selects the new type no longer shows (site spec §5: other types clear those errors). */
export function errorsForType(errors: ContactErrors, type: ContactType): ContactErrors {
  const next = { ...errors };
  for (const field of TYPE_FIELDS) if (!FIELDS_BY_TYPE[type].includes(field)) delete next[field];
  return next;
}
