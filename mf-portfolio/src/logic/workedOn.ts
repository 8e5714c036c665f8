import { MONTHS } from '../data/types';

const SHORT_MONTHS = MONTHS.map((m) => m.slice(0, 3).toLowerCase());

/**
 * The worked-on date as month and full year ('April 2023'). Accepts the data's 'April 2023' as well as
 * 'Apr 2023', 'april 23' and '2023-04'; text it cannot read is returned unchanged.
 */
export function formatWorkedOn(value: string): string {
  const text = value.trim();
  const iso = /^(\d{4})-(\d{1,2})(?:-\d{1,2})?$/.exec(text);
  if (iso) {
    const month = MONTHS[Number(iso[2]) - 1];
    return month ? `${month} ${iso[1]}` : text;
  }
  const named = /^([A-Za-z]+)\.?\s+(\d{2}|\d{4})$/.exec(text);
  if (named) {
    const index = SHORT_MONTHS.indexOf(named[1]!.slice(0, 3).toLowerCase());
    if (index === -1 || !MONTHS[index]!.toLowerCase().startsWith(named[1]!.toLowerCase())) return text;
    const year = named[2]!.length === 2 ? `20${named[2]}` : named[2];
    return `${MONTHS[index]} ${year}`;
  }
  return text;
}
