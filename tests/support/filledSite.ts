import { SITE, type SiteConfig } from '@portfolio/devtools';

/**
 * The identity the release tests publish: the committed config's placeholders filled in, as an owner's would be,
 * so the release's launch check passes (docs/decisions/018-launch-check.md). Its url is the release's own origin.
 */
export const filledSite = (url: string): SiteConfig => ({
  ...SITE,
  ownerName: 'Release Test Owner',
  url,
  replyTime: 'two working days',
  socialLinks: [{ label: 'E-mail', kind: 'mail', href: 'mailto:owner@release-test.invalid' }],
});
