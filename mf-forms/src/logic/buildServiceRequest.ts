import type { Service } from './services';
import type { ServiceRequestForm } from './validateServiceRequest';

/** The row inserted into `service_requests` (site spec §7), column for column. */
export interface ServiceRequestInsert {
  user_id: string | null;
  service: string;
  name: string;
  email: string;
  company: string | null;
  message: string | null;
}

const orNull = (value: string): string | null => value.trim() || null;

/** Stores the service's title, trimmed values, and null for an empty company or message. */
export function buildServiceRequest(form: ServiceRequestForm, service: Service, userId: string | null): ServiceRequestInsert {
  return {
    user_id: userId,
    service: service.title,
    name: form.name.trim(),
    email: form.email.trim(),
    company: orNull(form.company),
    message: orNull(form.message),
  };
}
