/** Site spec §7: on an error or an empty result the built-in defaults are kept. */
export function orDefaults<T>(rows: readonly T[] | null | undefined, defaults: readonly T[]): T[] {
  return rows && rows.length > 0 ? [...rows] : [...defaults];
}
