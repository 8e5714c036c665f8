import { currentUserId, loadSupabase } from '@portfolio/auth';
import { submitContact } from '../../logic/submitContact';
import type { ContactForm } from '../../logic/contactForm';

/** The contact form's one way out to the backend: the site's client and the signed-in user's id. */
export async function sendContact(form: ContactForm) {
  return submitContact({ client: await loadSupabase(), userId: currentUserId }, form);
}
