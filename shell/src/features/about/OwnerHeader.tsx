import { Avatar, Box, Stack, Typography } from '@portfolio/mui';
import { CalendarCheck, Clock, MapPin, type LucideIcon } from 'lucide-react';
import type { SiteConfig } from '@portfolio/ui/site';
import { avatarColor, initialsOf } from '../../logic/avatar';
import { ownerFacts, type OwnerFactKind } from '../../logic/ownerFacts';
import { DownloadCv } from '../chrome/DownloadCv';
import { SocialIconLink } from '../chrome/SocialIcon';
import type { SocialLink } from '../chrome/siteLinks';

const OWNER_NAME_ID = 'owner-name';

const FACT_ICONS: Record<OwnerFactKind, LucideIcon> = { location: MapPin, availability: CalendarCheck, reply: Clock };

export type OwnerHeaderSite = Pick<SiteConfig, 'ownerName' | 'ownerTitle' | 'photo' | 'cv' | 'location' | 'availability' | 'replyTime'>;

/** About's header (issue 38): photo or initials, name, title, location, availability, reply time, links and the CV. */
export function OwnerHeader({ site, links }: { site: OwnerHeaderSite; links: readonly SocialLink[] }) {
  const facts = ownerFacts(site);
  return (
    <Box component="section" aria-labelledby={OWNER_NAME_ID} data-testid="owner-header">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }} sx={{ alignItems: { sm: 'center' } }}>
        {/* Decorative: the name is printed beside it. */}
        <Avatar
          data-testid="owner-header-avatar"
          src={site.photo ?? undefined}
          alt=""
          aria-hidden
          slotProps={{ img: { width: 112, height: 112 } }}
          sx={{
            width: { xs: 88, sm: 112 },
            height: { xs: 88, sm: 112 },
            typography: 'h2',
            fontWeight: 700,
            bgcolor: avatarColor(site.ownerName),
            color: 'common.white',
          }}
        >
          {initialsOf(site.ownerName)}
        </Avatar>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography id={OWNER_NAME_ID} component="p" variant="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {site.ownerName}
          </Typography>
          <Typography component="p" variant="h6" color="text.secondary" sx={{ fontWeight: 500 }}>
            {site.ownerTitle}
          </Typography>
          {facts.length > 0 && (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
              {facts.map(({ kind, text }) => {
                const Icon = FACT_ICONS[kind];
                return (
                  <Box component="li" key={kind} data-fact={kind} sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
                    <Icon size={18} aria-hidden />
                    <Typography component="span">{text}</Typography>
                  </Box>
                );
              })}
            </Box>
          )}
          {(links.length > 0 || site.cv) && (
            <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center', ml: -1 }}>
              {links.map((link) => (
                <SocialIconLink key={link.href} link={link} size={22} />
              ))}
              <DownloadCv cv={site.cv} />
            </Stack>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
