import { Link as MuiLink } from '@portfolio/mui';
import { ArrowRight } from 'lucide-react';
import { Link } from '@portfolio/router';
import { LISTING } from '../../logic/constants';

/**
 * A card's one link, 'View Details' (site spec §2.11), as quiet text: its box stretches over the whole card (the card
 * is `position: relative`), so a click anywhere on the card follows it, while the card keeps one accessible link
 * and nothing interactive inside another.
 */
export function CardLink({ to, describedBy }: { to: string; describedBy: string }) {
  return (
    <MuiLink
      component={Link}
      to={to}
      aria-describedby={describedBy}
      underline="hover"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: 600,
        typography: 'body2',
        '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
      }}
    >
      {LISTING.viewDetails}
      <ArrowRight size={16} aria-hidden />
    </MuiLink>
  );
}
