/** Site spec §9: the floating quote button appears 500 ms after load. */
export const QUOTE_BUTTON_DELAY_MS = 500;
