import { ALL_CATEGORIES, LISTING } from './constants';

export interface CategoryOption {
  /** The URL value: a category as the data spells it, or ALL_CATEGORIES. */
  value: string;
  label: string;
}

/** An item's categories as a list: site spec §3 allows one string or a list. */
export function categoriesOf(category: string | readonly string[]): readonly string[] {
  return typeof category === 'string' ? [category] : category;
}

/** Words shown in capitals: an acronym capitalised as a word ('Ai', 'Nlp') would look like a typo. */
const ACRONYMS = new Set(['ai', 'nlp', 'ocr']);

/** Site spec §2.11: hyphenated names are shown capitalised word by word ('computer-vision' → 'Computer Vision'). */
export function categoryLabel(category: string): string {
  return category
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** 'All Projects' first, then one button per distinct category, in the order the items first use them. */
export function categoryOptions(items: readonly { category: string | readonly string[] }[]): CategoryOption[] {
  const distinct = [...new Set(items.flatMap((item) => categoriesOf(item.category)))];
  return [{ value: ALL_CATEGORIES, label: LISTING.allProjects }, ...distinct.map((value) => ({ value, label: categoryLabel(value) }))];
}
