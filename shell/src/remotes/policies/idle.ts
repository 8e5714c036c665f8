import { whenIdle } from '../../scheduling/whenIdle';
import { IDLE_FALLBACK_DELAY_MS } from './constants';
import type { Policy } from './policy';

/** `idle`: once the page is idle (a short timer where idle callbacks are missing, as Astro's `client:idle`). */
export const idle: Policy = (start) => whenIdle(start, { fallbackDelayMs: IDLE_FALLBACK_DELAY_MS });
