import type { ReactNode } from 'react';
import { AppBar, Box, Container, Toolbar, Typography } from '@portfolio/mui';

/**
 * The thin frame a remote renders around itself when it runs alone (no shell): a labelled bar and a
 * main landmark, so a team can develop and test its pages without the rest of the site.
 */
export function StandaloneFrame({ app, children }: { app: string; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="default" elevation={1} component="header">
        <Toolbar>
          <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
            {app}{' '}
            <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
              · standalone
            </Box>
          </Typography>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
        {children}
      </Container>
    </Box>
  );
}
