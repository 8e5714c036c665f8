import { Button, Stack, Typography } from '@portfolio/mui';
import { Paper } from '@portfolio/mui/extra';
import { UserRound } from 'lucide-react';
import { Link } from '@portfolio/router';
import { PageFrame } from '@portfolio/ui';
import { MESSAGES } from '../../logic/constants';

/** Site spec §2.8: what a signed-out visitor sees at /profile. */
export function SignInPrompt() {
  return (
    <PageFrame>
      <Typography variant="h1">Profile</Typography>
      <Paper variant="outlined" sx={{ mt: 3, p: { xs: 3, sm: 5 }, maxWidth: 480, width: '100%', textAlign: 'center' }}>
        <Stack sx={{ color: 'primary.main', alignItems: 'center' }}>
          <UserRound size={48} aria-hidden />
        </Stack>
        <Typography sx={{ mt: 1.5 }}>{MESSAGES.signInToViewProfile}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 3 }}>
          <Button variant="contained" component={Link} to="/signin">
            Sign In
          </Button>
          <Button variant="outlined" component={Link} to="/signup">
            Sign Up
          </Button>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
