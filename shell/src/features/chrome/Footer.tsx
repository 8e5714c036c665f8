import { Box, Link as MuiLink, Stack, Typography } from '@portfolio/mui';
import { Link } from '@portfolio/router';
import { NAV_LINKS, NEWSLETTER_LINK } from '../../logic/navigation';
import { copyrightLine } from '../../logic/copyright';
import { SOCIAL_LINKS } from './siteLinks';
import { SocialIconLink } from './SocialIcon';
import { PAGE_FRAME, QUOTE_BUTTON_SPACE, SITE } from '@portfolio/ui';

/**
 * The shared footer (site spec §2.13 leaves its content open): page links, contact channels, the owner's copyright.
 * On phones its bottom padding keeps the page's last line above the quote button's dock.
 */
export function Footer() {
  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        px: PAGE_FRAME.gutter,
        pt: 3,
        pb: { xs: `${QUOTE_BUTTON_SPACE.reserve}px`, md: 3 },
        mt: 6,
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
        <Box component="nav" aria-label="Footer">
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {[...NAV_LINKS, NEWSLETTER_LINK].map(({ to, label }) => (
              <MuiLink key={to} component={Link} to={to} color="text.secondary">
                {label}
              </MuiLink>
            ))}
          </Stack>
        </Box>
        <Stack direction="row" spacing={0.5}>
          {SOCIAL_LINKS.map((link) => (
            <SocialIconLink key={link.href} link={link} size={20} />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {copyrightLine(SITE)}
        </Typography>
      </Stack>
    </Box>
  );
}
