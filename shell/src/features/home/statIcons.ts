import { ArrowUpRight, Clock, Heart, Layers, Smile, Zap, type LucideIcon } from 'lucide-react';
import type { StatIconName } from '../../logic/constants';

/** Site spec §3: the lucide icon drawn for each statistic icon name. */
export const STAT_ICONS: Record<StatIconName, LucideIcon> = { Layers, ArrowUpRight, Clock, Smile, Zap, Heart };
