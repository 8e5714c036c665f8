import type { ContactInsert } from '@portfolio/auth';
import type { LeadSource } from '@portfolio/lead-source';
import { FIELDS_BY_TYPE, type ContactForm } from './contactForm';

/**
 * Site spec §3: the selects the chosen type does not show are stored as null, whatever was picked before switching.
 * The row also says where the lead came from (issue 41).
 */
export function buildContact(form: ContactForm, userId: string | null, source: LeadSource): ContactInsert {
  const used = FIELDS_BY_TYPE[form.contactType];
  const pick = (field: (typeof used)[number]) => (used.includes(field) && form[field]) || null;
  return {
    user_id: userId,
    name: form.name.trim(),
    email: form.email.trim(),
    message: form.message.trim(),
    contact_type: form.contactType,
    industry: pick('industry'),
    product_type: pick('productType'),
    app_type: pick('appType'),
    budget: pick('budget'),
    timeline: pick('timeline'),
    ...source,
  };
}
