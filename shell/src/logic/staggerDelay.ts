import { STAT_STAGGER_MS } from './constants';

/** Site spec §4: the n-th statistic card (from 0) starts fading in n × 100 ms after the first. */
export function staggerDelay(index: number, stepMs: number = STAT_STAGGER_MS): number {
  return Math.max(0, index) * stepMs;
}
