/** The body of the 400 that `pnpm start`'s servers answer a malformed address with. */
export const MALFORMED_URL_BODY = 'Bad request: the address has a malformed percent-encoding (%).';

/**
 * `pnpm start`'s banner line while site.config.json holds placeholders: the site runs for development, and
 * `pnpm release` refuses (docs/decisions/018-launch-check.md).
 */
export const placeholdersBanner = (fields: readonly string[]) =>
  `Not ready to launch: site.config.json still holds placeholders in ${fields.join(', ')}. ` +
  'The site runs for development; `pnpm release` refuses until they are filled in (docs/owner.md).';
