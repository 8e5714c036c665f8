import { isValidEmail } from '@portfolio/ui';
import { CONTACT_MESSAGES } from './constants';
import type { ContactErrors, ContactForm } from './contactForm';

/** Site spec §5 (contact form, on submit): the common fields, then the selects required by the chosen type. */
export function validateContact(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  if (!form.name.trim()) errors.name = CONTACT_MESSAGES.nameRequired;
  if (!form.email.trim()) errors.email = CONTACT_MESSAGES.emailRequired;
  else if (!isValidEmail(form.email)) errors.email = CONTACT_MESSAGES.emailInvalid;
  // A message of spaces only is treated as missing (the table rejects blank messages too).
  if (!form.message.trim()) errors.message = CONTACT_MESSAGES.messageRequired;
  if (form.contactType === 'idea') {
    if (!form.industry) errors.industry = CONTACT_MESSAGES.industryRequired;
    if (!form.productType) errors.productType = CONTACT_MESSAGES.productTypeRequired;
    if (!form.appType) errors.appType = CONTACT_MESSAGES.appTypeRequired;
  }
  if (form.contactType === 'product') {
    if (!form.budget) errors.budget = CONTACT_MESSAGES.budgetRequired;
    if (!form.timeline) errors.timeline = CONTACT_MESSAGES.timelineRequired;
  }
  return errors;
}
