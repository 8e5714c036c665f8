import { FIELD_LIMITS } from '@portfolio/ui';
import { CHOICE_STEPS } from '@portfolio/quote-steps';
import type { Option } from './constants';
import { joinLabels } from './quoteRow';
import type { ContactField, CustomGroup } from './quoteForm';

/**
 * A custom text joins the other chosen labels in one column (quoteRow), so its box allows what is left of the
 * column's 2,000 after every label of the group: the row then always fits the table's check.
 */
export function customTextLimit<Id extends string>(options: readonly Option<Id>[], columnLimit: number): number {
  const everyLabel = joinLabels(
    options,
    options.map((o) => o.value),
    '',
  );
  return columnLimit - everyLabel.length;
}

/** maxLength of each custom-details box, per group: what its step's column leaves after every label. */
export const CUSTOM_TEXT_LIMITS = Object.fromEntries(
  CHOICE_STEPS.filter((step) => step.custom).map((step) => [step.field, customTextLimit(step.options, FIELD_LIMITS[step.column as keyof typeof FIELD_LIMITS])]),
) as Record<CustomGroup, number>;

/** maxLength of each contact field: the custom_quotes columns (name 200, email 320, company 200, message 5,000). */
export const CONTACT_LIMITS: Record<ContactField, number> = {
  name: FIELD_LIMITS.name,
  email: FIELD_LIMITS.email,
  company: FIELD_LIMITS.company,
  message: FIELD_LIMITS.message,
};
