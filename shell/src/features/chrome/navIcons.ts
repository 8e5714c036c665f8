import { Briefcase, House, Inbox, Info, Mail, Wrench, type LucideIcon } from 'lucide-react';
import type { NavPath } from '../../logic/navigation';

export const NAV_ICONS: Record<NavPath, LucideIcon> = {
  '/': House,
  '/portfolio': Briefcase,
  '/services': Wrench,
  '/contact': Mail,
  '/about': Info,
  '/inbox': Inbox,
};
