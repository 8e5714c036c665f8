import type { ReactNode } from 'react';
import { Link as MuiLink } from '@portfolio/mui';
import { Link } from '@portfolio/router';

/** A themed link that navigates inside the one router the shell (or the standalone frame) owns. */
export function RouterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <MuiLink component={Link} to={to} sx={{ fontWeight: 600 }}>
      {children}
    </MuiLink>
  );
}
