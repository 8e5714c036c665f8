import type { ServiceRequestInsert } from '@portfolio/auth';
import type { LeadSource } from '@portfolio/lead-source';
import type { Service } from './services';
import type { ServiceRequestForm } from './validateServiceRequest';

const orNull = (value: string): string | null => value.trim() || null;

/** Stores the service's title, trimmed values, null for an empty company or message, and where the lead came from. */
export function buildServiceRequest(form: ServiceRequestForm, service: Service, userId: string | null, source: LeadSource): ServiceRequestInsert {
  return {
    user_id: userId,
    service: service.title,
    name: form.name.trim(),
    email: form.email.trim(),
    company: orNull(form.company),
    message: orNull(form.message),
    ...source,
  };
}
