import { isPlaceholder } from '@portfolio/ui';

interface Channels {
  socialLinks: readonly { href: string }[];
  bookingUrl?: string | null;
}

/** The owner's e-mail address from the first mailto: link of the config, without its query; null while none is real. */
export function emailAddress({ socialLinks }: Channels): string | null {
  const mail = socialLinks.find((l) => l.href.startsWith('mailto:') && !isPlaceholder(l.href));
  if (!mail) return null;
  const address = decodeURIComponent(mail.href.slice('mailto:'.length).split('?')[0]!);
  return address.includes('@') ? address : null;
}

/** The booking page to show beside the form: the config's `bookingUrl` when set and not a placeholder. */
export const bookingLink = ({ bookingUrl }: Channels): string | null => (bookingUrl && !isPlaceholder(bookingUrl) ? bookingUrl : null);
