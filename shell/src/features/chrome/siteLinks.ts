import { Briefcase, Mail, MessageCircle, Store, type LucideIcon } from 'lucide-react';
import { SITE, type SocialLinkConfig } from '@portfolio/ui';

export interface SocialLink {
  label: string;
  href: string;
  icon: LucideIcon;
}

const ICONS: Record<SocialLinkConfig['kind'], LucideIcon> = {
  network: Briefcase,
  mail: Mail,
  marketplace: Store,
  messaging: MessageCircle,
};

/** The owner's contact channels (site spec §2.4), from the one site config, with the icon the chrome draws. */
export const SOCIAL_LINKS: SocialLink[] = SITE.socialLinks.map((l) => ({ label: l.label, href: l.href, icon: ICONS[l.kind] }));
