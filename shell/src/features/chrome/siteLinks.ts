import { Briefcase, Mail, MessageCircle, Store, type LucideIcon } from 'lucide-react';

export interface SocialLink {
  label: string;
  href: string;
  icon: LucideIcon;
}

/**
 * The owner's contact channels (spec 2.4: professional network, mail, freelance marketplace, messaging app).
 * The site owner replaces these placeholders (example.com is reserved, so nothing here pretends to be live).
 */
export const SOCIAL_LINKS: SocialLink[] = [
  { label: 'Professional network profile', href: 'https://example.com/professional-profile', icon: Briefcase },
  { label: 'E-mail', href: 'mailto:hello@example.com', icon: Mail },
  { label: 'Freelance marketplace profile', href: 'https://example.com/freelance-profile', icon: Store },
  { label: 'Messaging app', href: 'https://example.com/message', icon: MessageCircle },
];
