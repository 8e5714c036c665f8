import { currentUserId, loadSupabase } from '@portfolio/auth';
import { currentLeadSource } from '@portfolio/lead-source';
import { submitContact } from '../../logic/submitContact';
import type { ContactForm } from '../../logic/contactForm';

/** The contact feature's one write: the site's client, the signed-in user's id and where the lead came from. */
export async function sendContact(form: ContactForm) {
  return submitContact({ client: await loadSupabase(), userId: currentUserId }, form, currentLeadSource());
}
