import { SERVICE_MESSAGES } from './constants';
import { buildServiceRequest } from './buildServiceRequest';
import { messageOf, type SubmitDeps, type SubmitResult } from './insertClient';
import type { Service } from './services';
import type { ServiceRequestForm } from './validateServiceRequest';

/**
 * Spec 7 / 8: no client fails first with the connection message; otherwise the backend's message,
 * or the generic failure text when it gives none.
 */
export async function submitServiceRequest(deps: SubmitDeps, service: Service, form: ServiceRequestForm): Promise<SubmitResult> {
  if (!deps.client) return { ok: false, error: SERVICE_MESSAGES.noDatabase };
  try {
    const row = buildServiceRequest(form, service, await deps.userId());
    const { error } = await deps.client.from('service_requests').insert(row);
    if (error) return { ok: false, error: error.message || SERVICE_MESSAGES.submitFailed };
    return { ok: true };
  } catch (cause) {
    return { ok: false, error: messageOf(cause) ?? SERVICE_MESSAGES.submitFailed };
  }
}
