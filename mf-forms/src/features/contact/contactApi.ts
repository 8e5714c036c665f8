import { currentUserId, getSupabase } from '@portfolio/auth';
import { submitContact } from '../../logic/submitContact';
import type { ContactForm } from '../../logic/contactForm';

/** The contact form's one way out to the backend: the site's client and the signed-in user's id. */
export function sendContact(form: ContactForm) {
  return submitContact({ client: getSupabase(), userId: currentUserId }, form);
}
