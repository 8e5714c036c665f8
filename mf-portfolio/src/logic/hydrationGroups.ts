/**
 * Splits the listing's cards into the ones that hydrate with the page (the first row) and groups that React hydrates
 * after it, each a Suspense boundary of its own (issue 26). The page is live (its filters and search answer) once the
 * first part has hydrated; the groups follow in short slices instead of one long task on a phone. Every card is in the
 * prerendered HTML either way.
 */
export function hydrationGroups<T>(items: readonly T[], first: number, size: number): { first: T[]; later: T[][] } {
  const later: T[][] = [];
  for (let i = first; i < items.length; i += size) later.push(items.slice(i, i + size));
  return { first: items.slice(0, first), later };
}
