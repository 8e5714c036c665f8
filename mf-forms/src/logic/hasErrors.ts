/** True when a validator found at least one field error. */
export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
