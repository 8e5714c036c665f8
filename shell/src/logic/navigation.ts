/** Site spec §2.2: the sidebar's links in order. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/portfolio', label: 'Portfolio' },
  { to: '/services', label: 'Services' },
  { to: '/contact', label: 'Contact' },
  { to: '/about', label: 'About' },
] as const;

/** Issue 41: the notes (mf-notes), in the sidebar and the phone menu right after the portfolio they explain. */
export const NOTES_LINK = { to: '/notes', label: 'Notes' } as const;

/** Issue 14: the owner's inbox, listed after the spec's links for owners only. */
export const INBOX_LINK = { to: '/inbox', label: 'Inbox' } as const;

/** Issue 41: the newsletter's page (mf-forms), linked from the footer until its form is mounted there. */
export const NEWSLETTER_LINK = { to: '/newsletter', label: 'Newsletter' } as const;

export type NavPath = (typeof NAV_LINKS)[number]['to'] | (typeof NOTES_LINK)['to'] | (typeof INBOX_LINK)['to'];

export function navLinksFor(owner: boolean): ReadonlyArray<{ to: NavPath; label: string }> {
  const [home, portfolio, ...rest] = NAV_LINKS;
  const links = [home, portfolio, NOTES_LINK, ...rest];
  return owner ? [...links, INBOX_LINK] : links;
}

/** Site spec §2.2: `/` is active only on itself; every other link is active on its whole subtree. */
export function isActiveLink(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
