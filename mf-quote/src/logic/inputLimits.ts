import { FIELD_LIMITS } from '@portfolio/ui';
import { SCOPE_OPTIONS, SERVICE_OPTIONS, TECHNOLOGY_OPTIONS, type Option } from './constants';
import { joinLabels } from './quoteRow';
import type { ContactField, CustomGroup } from './quoteForm';

/**
 * A custom text joins the other chosen labels in one column (quoteRow), so its box allows what is left of the
 * column's 2,000 after every label of the group: the row then always fits the table's check.
 */
export function customTextLimit<Id extends string>(options: Option<Id>[], columnLimit: number): number {
  const everyLabel = joinLabels(
    options,
    options.map((o) => o.value),
    '',
  );
  return columnLimit - everyLabel.length;
}

/** maxLength of each custom-details box, per group. */
export const CUSTOM_TEXT_LIMITS: Record<CustomGroup, number> = {
  services: customTextLimit(SERVICE_OPTIONS, FIELD_LIMITS.service),
  scope: customTextLimit(SCOPE_OPTIONS, FIELD_LIMITS.scope),
  technologies: customTextLimit(TECHNOLOGY_OPTIONS, FIELD_LIMITS.technology),
};

/** maxLength of each contact field: the custom_quotes columns (name 200, email 320, company 200, message 5,000). */
export const CONTACT_LIMITS: Record<ContactField, number> = {
  name: FIELD_LIMITS.name,
  email: FIELD_LIMITS.email,
  company: FIELD_LIMITS.company,
  message: FIELD_LIMITS.message,
};
