import { Box, Button, Link, Typography } from '@portfolio/mui';
import { CalendarDays, Check, Copy } from 'lucide-react';
import { SITE, useCopy } from '@portfolio/ui';
import { DIRECT_CONTACT } from '../../logic/constants';
import { bookingLink, emailAddress } from '../../logic/contactChannels';

/**
 * Beside the contact form (issue 38): the owner's address as text with a Copy button, for a visitor who only wants
 * the address, and the booking page when the config names one. Nothing while both are placeholders or absent.
 */
export function DirectContact({ email = emailAddress(SITE), booking = bookingLink(SITE) }: { email?: string | null; booking?: string | null }) {
  const { copied, copy: copyText } = useCopy(DIRECT_CONTACT.copyFailed);
  if (!email && !booking) return null;
  const copy = () => copyText(email);

  return (
    <Box
      component="aside"
      aria-labelledby="direct-title"
      sx={{ p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', display: 'grid', gap: 1.5 }}
    >
      <Typography id="direct-title" component="h2" variant="h4">
        {email ? DIRECT_CONTACT.title : DIRECT_CONTACT.bookingTitle}
      </Typography>
      {email && (
        <>
          <Typography color="text.secondary">{DIRECT_CONTACT.intro}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Link href={`mailto:${email}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {email}
            </Link>
            <Button
              size="small"
              variant="outlined"
              onClick={copy}
              aria-label={DIRECT_CONTACT.copyLabel}
              startIcon={copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
            >
              {DIRECT_CONTACT.copy}
            </Button>
          </Box>
          <Typography component="span" role="status" variant="body2" color="text.secondary" sx={{ minHeight: '1.5em' }}>
            {copied ? DIRECT_CONTACT.copied : ''}
          </Typography>
        </>
      )}
      {booking && (
        <>
          {email && (
            <Typography component="h3" variant="h6">
              {DIRECT_CONTACT.bookingTitle}
            </Typography>
          )}
          <Typography color="text.secondary">{DIRECT_CONTACT.bookingIntro}</Typography>
          <Box>
            <Button
              variant="outlined"
              href={booking}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={DIRECT_CONTACT.bookingLabel}
              startIcon={<CalendarDays size={18} aria-hidden />}
            >
              {DIRECT_CONTACT.booking}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
