import { siFiverr, siFreelancer, siGithub, siHuggingface, siKaggle, siTelegram, siToptal, siUpwork, siWhatsapp, siX } from 'simple-icons';
import { isPlaceholder, type SocialLinkConfig } from '@portfolio/ui';

/** A brand a link's address names: its name, and its logo as a 24×24 SVG path from simple-icons (null where the set has none). */
export interface Brand {
  name: string;
  path: string | null;
}

// The brands an AI/ML freelancer's channels are likely on (site spec §2.4: network, mail, marketplace, messaging); each logo adds to every page.
const BRANDS: readonly (Brand & { hosts: readonly string[] })[] = [
  // simple-icons dropped LinkedIn's logo at LinkedIn's request: the link keeps LinkedIn's name and the generic network icon.
  { hosts: ['linkedin.com', 'lnkd.in'], name: 'LinkedIn', path: null },
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
