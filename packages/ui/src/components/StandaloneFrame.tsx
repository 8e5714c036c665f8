import { useEffect, useState, type ReactNode } from 'react';
import { Box, Typography } from '@portfolio/mui';
import { AppBar, Container, Toolbar } from '@portfolio/mui/frame';

/** The backend this page talks to, from the same `/app-config.json` its client reads; null until known. */
function useBackendUrl(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetch('/app-config.json', { cache: 'no-cache' })
      .then((res) => (res.ok ? (res.json() as Promise<{ supabaseUrl?: string }>) : null))
      .then((config) => live && setUrl(config?.supabaseUrl ?? null))
      // No config: the forms show their own connection errors.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return url;
}

/**
 * The thin frame a remote renders around itself when it runs alone (no shell): a labelled bar naming the backend
 * it talks to and a main landmark, so a team can develop and test its pages without the rest of the site.
 */
export function StandaloneFrame({ app, children }: { app: string; children: ReactNode }) {
  const backend = useBackendUrl();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="default" elevation={1} component="header">
        <Toolbar sx={{ flexWrap: 'wrap', columnGap: 2 }}>
          <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
            {app}{' '}
            <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
              · standalone
            </Box>
          </Typography>
          {backend && (
            <Typography component="p" variant="body2" data-testid="standalone-backend" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              backend: {backend}
            </Typography>
          )}
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
        {children}
      </Container>
    </Box>
  );
}
