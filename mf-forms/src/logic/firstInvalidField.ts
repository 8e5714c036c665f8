/** The first field, in on-screen order, that has an error; null when none has. Focus moves there on a failed submit. */
export function firstInvalidField<Field extends string>(errors: Partial<Record<Field, string>>, order: readonly Field[]): Field | null {
  return order.find((field) => Boolean(errors[field])) ?? null;
}

/** On-screen order of the contact form's fields. */
export const CONTACT_FIELD_ORDER = ['name', 'email', 'contactType', 'industry', 'productType', 'appType', 'budget', 'timeline', 'message'] as const;

/** On-screen order of a service request form's fields. */
export const SERVICE_FIELD_ORDER = ['name', 'email', 'company', 'message'] as const;
