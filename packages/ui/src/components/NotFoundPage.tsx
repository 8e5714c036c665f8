import { Button, Stack, Typography } from '@portfolio/mui';
import { Link, useNavigate } from '@portfolio/router';
import { PageFrame } from './PageFrame';
import { PageHead } from './PageHead';
import { DISPLAY_TYPE } from '../typeScale/typeScale';

/** Site spec §2.12: the site's one 404 page, used by the shell and by remotes for unknown sub-paths. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <PageFrame>
      <PageHead title="Page Not Found" description="The page you are looking for does not exist or has been moved." path="/404" noindex />
      <Typography component="p" aria-hidden sx={{ ...DISPLAY_TYPE, color: 'primary.main' }}>
        404
      </Typography>
      <Typography variant="h1" sx={{ mt: 2 }}>
        Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, maxWidth: 480 }}>
        The page you are looking for does not exist or has been moved.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 4 }}>
        <Button variant="contained" component={Link} to="/">
          Go to Homepage
        </Button>
        <Button variant="outlined" onClick={() => navigate(-1)}>
          Go Back
        </Button>
      </Stack>
    </PageFrame>
  );
}
