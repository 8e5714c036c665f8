/** A #rrggbb colour moved `amount` (0 to 1) of the way towards another, channel by channel. */
export function mix(color: string, toward: string, amount: number): string {
  return `#${[1, 3, 5]
    .map((i) => {
      const a = parseInt(color.slice(i, i + 2), 16);
      const b = parseInt(toward.slice(i, i + 2), 16);
      return Math.round(a + (b - a) * amount)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;
}
