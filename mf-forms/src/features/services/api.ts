import { currentUserId, loadSupabase } from '@portfolio/auth';
import { submitServiceRequest } from '../../logic/submitServiceRequest';
import type { Service } from '../../logic/services';
import type { ServiceRequestForm } from '../../logic/validateServiceRequest';

/** The services feature's one write: the site's client and the signed-in user's id from @portfolio/auth. */
export async function requestService(service: Service, form: ServiceRequestForm) {
  return submitServiceRequest({ client: await loadSupabase(), userId: currentUserId }, service, form);
}
