import { currentUserId, loadSupabase } from '@portfolio/auth';
import { submitContact } from '../../logic/submitContact';
import type { ContactForm } from '../../logic/contactForm';

/** The contact feature's one write: the site's client and the signed-in user's id from @portfolio/auth. */
export async function sendContact(form: ContactForm) {
  return submitContact({ client: await loadSupabase(), userId: currentUserId }, form);
}
