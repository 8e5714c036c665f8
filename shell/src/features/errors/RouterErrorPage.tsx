import { Box, Button, Typography } from '@portfolio/mui';
import { isRouteErrorResponse, useRouteError } from '@portfolio/router';

/** Replaces the router's default error page, keeping its heading (site spec §8) but offering a way on. */
export function RouterErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  console.error('Route error', error);
  return (
    <Box component="main" sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h1">Unexpected Application Error!</Typography>
      {detail && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {detail}
        </Typography>
      )}
      <Button variant="contained" href="/" sx={{ mt: 4 }}>
        Go to Homepage
      </Button>
    </Box>
  );
}
