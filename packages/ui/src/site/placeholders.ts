/** True for a value the owner has not filled in yet: an example.com address or text in angle brackets. */
export const isPlaceholder = (value: string) => /example\.com|<[^>]+>/.test(value);

/** A setting of the site config that still holds a placeholder: where it is (`socialLinks[1].href`) and its value. */
export interface PlaceholderField {
  field: string;
  value: string;
}

/**
 * Every string in the config that is still a placeholder, with its path, in the file's order. It walks the whole
 * config, so a setting added later (an optional link, a new text) is checked without being listed here.
 */
export function placeholderFields(config: unknown, at = ''): PlaceholderField[] {
  if (typeof config === 'string') return isPlaceholder(config) ? [{ field: at, value: config }] : [];
  if (Array.isArray(config)) return config.flatMap((item, i) => placeholderFields(item, `${at}[${i}]`));
  if (config && typeof config === 'object')
    return Object.entries(config)
      .filter(([key]) => key !== '$schema')
      .flatMap(([key, value]) => placeholderFields(value, at ? `${at}.${key}` : key));
  return [];
}
