import { messageOf, type SubmitDeps, type SubmitResult } from '@portfolio/auth';
import { humanError } from '@portfolio/ui';
import type { LeadSource } from '@portfolio/lead-source';
import { SERVICE_MESSAGES } from './constants';
import { buildServiceRequest } from './buildServiceRequest';
import type { Service } from './services';
import type { ServiceRequestForm } from './validateServiceRequest';

/**
 * Site spec §7 / §8: no client fails first with the connection message; otherwise the backend's message made human
 * (issue 18: no SQL or relation name on screen), or the generic failure text when it gives none.
 */
export async function submitServiceRequest(deps: SubmitDeps, service: Service, form: ServiceRequestForm, source: LeadSource): Promise<SubmitResult> {
  if (!deps.client) return { ok: false, error: SERVICE_MESSAGES.noDatabase };
  try {
    const row = buildServiceRequest(form, service, await deps.userId(), source);
    const { error } = await deps.client.from('service_requests').insert(row);
    if (error) return { ok: false, error: error.message ? humanError(error) : SERVICE_MESSAGES.submitFailed };
    return { ok: true };
  } catch (cause) {
    const message = messageOf(cause);
    return { ok: false, error: message ? humanError(cause) : SERVICE_MESSAGES.submitFailed };
  }
}
