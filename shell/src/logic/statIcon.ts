import { DEFAULT_STAT_ICON, STAT_ICON_NAMES, type StatIconName } from './constants';

/** Site spec §3: a statistic's icon name; anything not in the list is drawn as Layers. */
export function statIconName(name: unknown): StatIconName {
  return (STAT_ICON_NAMES as readonly unknown[]).includes(name) ? (name as StatIconName) : DEFAULT_STAT_ICON;
}
