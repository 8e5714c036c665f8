import type { ContactInsert } from '@portfolio/auth';
import { FIELDS_BY_TYPE, type ContactForm } from './contactForm';

/** Site spec §3: the selects the chosen type does not show are stored as null, whatever was picked before switching. */
export function buildContact(form: ContactForm, userId: string | null): ContactInsert {
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
  };
}
