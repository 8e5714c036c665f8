import { currentUserId, loadSupabase } from '@portfolio/auth';
import { currentLeadSource } from '@portfolio/lead-source';
import { submitServiceRequest } from '../../logic/submitServiceRequest';
import type { Service } from '../../logic/services';
import type { ServiceRequestForm } from '../../logic/validateServiceRequest';

/** The services feature's one write: the site's client, the signed-in user's id and where the lead came from. */
export async function requestService(service: Service, form: ServiceRequestForm) {
  return submitServiceRequest({ client: await loadSupabase(), userId: currentUserId }, service, form, currentLeadSource());
}
