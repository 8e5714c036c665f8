/** Fields at least this long get a visible counter (issue 18: "a counter on long fields"). */
export const COUNTER_FROM_LIMIT = 1000;

/** '120 / 5,000' for a field with a limit; the counter the long text fields show under themselves. */
export const lengthCounter = (value: string, limit: number) => `${value.length.toLocaleString('en-US')} / ${limit.toLocaleString('en-US')}`;
