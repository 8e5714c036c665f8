import { ALL_CATEGORIES } from './constants';
import { categoriesOf } from './categories';

export interface Filterable {
  title: string;
  shortDescription: string;
  tags: readonly string[];
  category: string | readonly string[];
}

/** The category must match: every item under 'All Projects', else the item's one value or any of its list. */
export function matchesCategory(item: Pick<Filterable, 'category'>, selected: string): boolean {
  return selected === ALL_CATEGORIES || categoriesOf(item.category).includes(selected);
}

/** The search text must appear, case-insensitively, in the title, the short description or any tag. */
export function matchesSearch(item: Omit<Filterable, 'category'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const haystacks = [item.title, item.shortDescription, ...item.tags];
  return haystacks.some((text) => text.toLowerCase().includes(needle));
}

/** Site spec §2.11's filter rule: both conditions hold. */
export function filterProjects<T extends Filterable>(items: readonly T[], selected: string, search: string): T[] {
  return items.filter((item) => matchesCategory(item, selected) && matchesSearch(item, search));
}
