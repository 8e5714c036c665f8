/**
 * `previous` when `next` holds the same plain data, else `next`: as a state update, an unchanged result keeps
 * the state object, so React skips the re-render (Home's refresh usually returns what the page already shows).
 */
export function keepIfSame<T>(previous: T, next: T): T {
  return JSON.stringify(previous) === JSON.stringify(next) ? previous : next;
}
