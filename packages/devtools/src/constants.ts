/** The body of the 400 that `pnpm start`'s servers answer a malformed address with. */
export const MALFORMED_URL_BODY = 'Bad request: the address has a malformed percent-encoding (%).';
