import { isValidEmail } from '@portfolio/ui';
import { SERVICE_MESSAGES } from './constants';

export interface ServiceRequestForm {
  name: string;
  email: string;
  company: string;
  message: string;
}

export type ServiceRequestErrors = Partial<Record<keyof ServiceRequestForm, string>>;

export const EMPTY_SERVICE_REQUEST: ServiceRequestForm = { name: '', email: '', company: '', message: '' };

/** Site spec §5 (services request form): name and e-mail required, e-mail valid; company and message optional. */
export function validateServiceRequest(form: ServiceRequestForm): ServiceRequestErrors {
  const errors: ServiceRequestErrors = {};
  // A name of spaces only is treated as missing (the table rejects blank names too).
  if (!form.name.trim()) errors.name = SERVICE_MESSAGES.nameRequired;
  if (!form.email.trim()) errors.email = SERVICE_MESSAGES.emailRequired;
  else if (!isValidEmail(form.email)) errors.email = SERVICE_MESSAGES.emailInvalid;
  return errors;
}
