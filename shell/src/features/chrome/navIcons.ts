import { Briefcase, House, Inbox, Info, Mail, NotebookPen, Wrench, type LucideIcon } from 'lucide-react';
import type { NavPath } from '../../logic/navigation';

export const NAV_ICONS: Record<NavPath, LucideIcon> = {
  '/': House,
  '/portfolio': Briefcase,
  '/notes': NotebookPen,
  '/services': Wrench,
  '/contact': Mail,
  '/about': Info,
  '/inbox': Inbox,
};
