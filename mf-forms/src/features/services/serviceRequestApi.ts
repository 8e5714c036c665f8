import { currentUserId, loadSupabase } from '@portfolio/auth';
import { submitServiceRequest } from '../../logic/submitServiceRequest';
import type { Service } from '../../logic/services';
import type { ServiceRequestForm } from '../../logic/validateServiceRequest';

/** The services form's one way out to the backend: the site's client and the signed-in user's id. */
export async function requestService(service: Service, form: ServiceRequestForm) {
  return submitServiceRequest({ client: await loadSupabase(), userId: currentUserId }, service, form);
}
