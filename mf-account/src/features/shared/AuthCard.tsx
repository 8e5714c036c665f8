import type { ReactNode } from 'react';
import { Box, Typography } from '@portfolio/mui';
import { Paper } from '@portfolio/mui/extra';

interface AuthCardProps {
  title: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card the sign-in, sign-up and reset pages share: one h1, the form, then the cross-links. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 1, md: 4 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.2rem' } }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {intro}
          </Typography>
        )}
        <Box sx={{ mt: 3 }}>{children}</Box>
        {footer && (
          <Typography component="div" sx={{ mt: 3, textAlign: 'center' }}>
            {footer}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
