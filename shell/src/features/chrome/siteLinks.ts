import { SITE } from '@portfolio/ui';
import { socialLinksForVisitors, type VisitorSocialLink } from '../../logic/socialBrand';

export type SocialLink = VisitorSocialLink;

/** The owner's contact channels (site spec §2.4) a visitor sees: from the site config, placeholders left out, named after their brand. */
export const SOCIAL_LINKS: SocialLink[] = socialLinksForVisitors(SITE.socialLinks);
