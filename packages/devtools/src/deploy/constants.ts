/**
 * HTTP Strict Transport Security for a site served over https: browsers use https only, for a year. No
 * includeSubDomains: the site's origin may sit on a domain whose other hosts it does not own.
 */
export const HSTS = 'max-age=31536000';
