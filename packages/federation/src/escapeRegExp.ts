/** `text` as a literal inside a regular expression (in a RegExp built here, or in nginx's PCRE locations). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
