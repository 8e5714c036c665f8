import { Briefcase, Mail, MessageCircle, Store, type LucideIcon } from 'lucide-react';
import { IconButton } from '@portfolio/mui';
import type { SocialLink } from './siteLinks';

const GENERIC: Record<SocialLink['kind'], LucideIcon> = {
  network: Briefcase,
  mail: Mail,
  marketplace: Store,
  messaging: MessageCircle,
};

/** A link's brand logo (simple-icons, drawn inline in the text colour) or its kind's generic icon; decorative, the link is named. */
export function SocialIcon({ link, size }: { link: Pick<SocialLink, 'kind' | 'brandPath'>; size: number }) {
  if (link.brandPath) {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden focusable="false" data-brand-icon="">
        <path d={link.brandPath} />
      </svg>
    );
  }
  const Icon = GENERIC[link.kind];
  return <Icon size={size} aria-hidden />;
}

/** A social link as an icon button: named by the link, a web address opening in a new tab. */
export function SocialIconLink({ link, size }: { link: SocialLink; size: number }) {
  return (
    <IconButton component="a" href={link.href} aria-label={link.name} target={link.href.startsWith('http') ? '_blank' : undefined} rel="noopener noreferrer">
      <SocialIcon link={link} size={size} />
    </IconButton>
  );
}
