import { siFiverr, siFreelancer, siGithub, siHuggingface, siKaggle, siTelegram, siToptal, siUpwork, siWhatsapp, siX } from 'simple-icons';
import { isPlaceholder, type SocialLinkConfig } from '@portfolio/ui';

/** A brand a link's address names: its name, and its logo as a 24×24 SVG path (simple-icons', or drawn here) or null. */
export interface Brand {
  name: string;
  path: string | null;
}

/**
 * LinkedIn's mark, its "in" cut out of a rounded square, drawn for a 24×24 box. The letters wind against the square,
 * so they are holes under the default fill rule, as every simple-icons path is drawn.
 */
export const LINKEDIN_MARK =
  'M3 0h18a3 3 0 0 1 3 3v18a3 3 0 0 1-3 3H3a3 3 0 0 1-3-3V3a3 3 0 0 1 3-3z' +
  'M6.5 4.6a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 1 0 0-3.8z' +
  'M4.9 9.6v9.9h3.2V9.6z' +
  'M10.2 9.6v9.9h3.2v-4.8c0-1.3.3-2.5 1.9-2.5s1.6 1.4 1.6 2.6v4.7h3.2v-5.3c0-2.8-.6-4.9-3.9-4.9-1.7 0-2.9.8-3.4 1.7V9.6z';

// The brands an AI/ML freelancer's channels are likely on (site spec §2.4: network, mail, marketplace, messaging); each logo adds to every page.
const BRANDS: readonly (Brand & { hosts: readonly string[] })[] = [
  // simple-icons no longer carries LinkedIn's mark: it is drawn here (issue 38: a briefcase read as another site).
  { hosts: ['linkedin.com', 'lnkd.in'], name: 'LinkedIn', path: LINKEDIN_MARK },
  { hosts: ['github.com'], name: 'GitHub', path: siGithub.path },
  { hosts: ['huggingface.co'], name: 'Hugging Face', path: siHuggingface.path },
  { hosts: ['kaggle.com'], name: 'Kaggle', path: siKaggle.path },
  { hosts: ['upwork.com'], name: 'Upwork', path: siUpwork.path },
  { hosts: ['fiverr.com'], name: 'Fiverr', path: siFiverr.path },
  { hosts: ['freelancer.com'], name: 'Freelancer', path: siFreelancer.path },
  { hosts: ['toptal.com'], name: 'Toptal', path: siToptal.path },
  { hosts: ['t.me', 'telegram.me', 'telegram.org'], name: 'Telegram', path: siTelegram.path },
  { hosts: ['wa.me', 'whatsapp.com'], name: 'WhatsApp', path: siWhatsapp.path },
  { hosts: ['x.com', 'twitter.com'], name: 'X', path: siX.path },
];

/** The brand a link points at, from its host (`www.linkedin.com/in/…` → LinkedIn); null for mail and unknown sites. */
export function brandOf(href: string): Brand | null {
  let host: string;
  try {
    const url = new URL(href);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    host = url.hostname.toLowerCase();
  } catch {
    return null;
  }
  const brand = BRANDS.find((b) => b.hosts.some((h) => host === h || host.endsWith(`.${h}`)));
  return brand ? { name: brand.name, path: brand.path } : null;
}

export interface VisitorSocialLink {
  /** The accessible and visible name: the brand's, else the config's label. */
  name: string;
  href: string;
  kind: SocialLinkConfig['kind'];
  /** The brand's logo path, or null for the kind's generic icon. */
  brandPath: string | null;
}

/** The links a visitor sees: placeholders left out (the build lists them for the owner), each named after its brand. */
export function socialLinksForVisitors(links: readonly SocialLinkConfig[]): VisitorSocialLink[] {
  return links
    .filter((link) => !isPlaceholder(link.href))
    .map((link) => {
      const brand = brandOf(link.href);
      return { name: brand?.name ?? link.label, href: link.href, kind: link.kind, brandPath: brand?.path ?? null };
    });
}
