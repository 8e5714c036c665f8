import { whenIdle } from '../../scheduling/whenIdle';
import { IDLE_DEADLINE_MS, IDLE_FALLBACK_DELAY_MS } from './constants';
import type { Policy } from './policy';

/**
 * `idle`: once the page is idle, or IDLE_DEADLINE_MS at the latest (a short timer where idle callbacks are missing,
 * as Astro's `client:idle`).
 */
export const idle: Policy = (start) => whenIdle(start, { timeout: IDLE_DEADLINE_MS, fallbackDelayMs: IDLE_FALLBACK_DELAY_MS });
