import type { ReactNode } from 'react';
import { Box, Typography } from '@portfolio/mui';
import { Paper } from '@portfolio/mui/extra';
import { PageFrame } from '@portfolio/ui';

interface AuthCardProps {
  title: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The sign-in, sign-up and reset pages: one h1 and its intro on the page frame's edge like every page's first
 * heading, then the form's card and the cross-links.
 */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <PageFrame>
      <Typography variant="h1">{title}</Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 460 }}>
          {intro}
        </Typography>
      )}
      <Paper variant="outlined" sx={{ mt: 3, width: '100%', maxWidth: 460, p: { xs: 2.5, sm: 4 } }}>
        <Box>{children}</Box>
        {footer && (
          <Typography component="div" sx={{ mt: 3, textAlign: 'center' }}>
            {footer}
          </Typography>
        )}
      </Paper>
    </PageFrame>
  );
}
