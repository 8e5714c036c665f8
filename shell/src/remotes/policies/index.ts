import type { LoadPolicy, PreloadTrigger } from '@portfolio/federation/areas';
import { eager } from './eager';
import { idle } from './idle';
import { nearViewport } from './nearViewport';
import { onIntent } from './onIntent';
import type { Policy } from './policy';

export type { Policy };

/** The module of each word the area table uses: `load` (when an area loads) and `preload` (what fetches it ahead). */
export const POLICIES: Record<LoadPolicy | Exclude<PreloadTrigger, 'page'>, Policy> = { eager, nearViewport, idle, intent: onIntent };
