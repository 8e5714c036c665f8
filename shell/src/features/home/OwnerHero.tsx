import { Avatar, Box, Button, Stack, Typography } from '@portfolio/mui';
import { Link } from '@portfolio/router';
import { SITE, useQuoteModal } from '@portfolio/ui';
import { GREETING_DELAY_MS } from '../../logic/constants';
import { avatarColor, initialsOf } from '../../logic/avatar';
import { usePathIntent } from '../../remotes/preloadOnIntent';
import { useQuoteIntent } from '../../remotes/preloadQuote';
import { DownloadCv } from '../chrome/DownloadCv';
import { fadeInSx } from './fadeIn';

/** Home's first screen (site spec §2.4's greeting): who the owner is, what they do, and the two things to do next. */
export function OwnerHero({ site = SITE }: { site?: Pick<typeof SITE, 'ownerName' | 'ownerTitle' | 'headline' | 'photo' | 'cv'> }) {
  const open = useQuoteModal((s) => s.open);
  const quoteIntent = useQuoteIntent();
  const pathIntent = usePathIntent();
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {/* Decorative: the name is printed beside it. Without a photo, the name's initials (the spec's built-from-name avatar). */}
        <Avatar
          data-testid="owner-avatar"
          src={site.photo ?? undefined}
          alt=""
          aria-hidden
          slotProps={{ img: { width: 72, height: 72 } }}
          sx={{
            width: { xs: 56, sm: 72 },
            height: { xs: 56, sm: 72 },
            typography: 'h3',
            fontWeight: 700,
            bgcolor: avatarColor(site.ownerName),
            color: 'common.white',
          }}
        >
          {initialsOf(site.ownerName)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="p" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {site.ownerName}
          </Typography>
          <Typography component="p" color="text.secondary">
            {site.ownerTitle}
          </Typography>
        </Box>
      </Stack>
      <Typography id="welcome-title" variant="h1" sx={{ lineHeight: 1.15, maxWidth: '22ch', textWrap: 'balance' }}>
        <Box
          component="span"
          sx={{
            display: 'block',
            mb: 1,
            typography: 'subtitle1',
            fontWeight: 700,
            letterSpacing: '0.04em',
            color: 'primary.main',
            ...fadeInSx(GREETING_DELAY_MS),
          }}
        >
          Welcome!
        </Box>
        {site.headline}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" size="large" onClick={open} ref={quoteIntent} aria-haspopup="dialog">
          Get a custom quote
        </Button>
        <Button variant="outlined" size="large" component={Link} to="/portfolio" ref={pathIntent('/portfolio')}>
          See my portfolio
        </Button>
        <DownloadCv cv={site.cv} />
      </Stack>
    </Stack>
  );
}
