/** Fields at least this long get a visible counter (issue 18: "a counter on long fields"). */
export const COUNTER_FROM_LIMIT = 1000;

/**
 * A count with en-US thousands separators ('5,000'). Not `toLocaleString('en-US')`: the first locale formatter a
 * page builds loads the locale's data, about 50 ms while /services hydrated on a phone (issue 26).
 */
export const groupThousands = (n: number) => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** '120 / 5,000' for a field with a limit; the counter the long text fields show under themselves. */
export const lengthCounter = (value: string, limit: number) => `${groupThousands(value.length)} / ${groupThousands(limit)}`;
