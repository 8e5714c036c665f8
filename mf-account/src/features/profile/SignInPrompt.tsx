import { Box, Button, Stack, Typography } from '@portfolio/mui';
import { Paper } from '@portfolio/mui/extra';
import { UserRound } from 'lucide-react';
import { Link } from '@portfolio/router';
import { MESSAGES } from '../../logic/constants';

/** Site spec §2.8: what a signed-out visitor sees at /profile. */
export function SignInPrompt() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 480, width: '100%', textAlign: 'center' }}>
        <Box sx={{ color: 'primary.main', display: 'flex', justifyContent: 'center' }}>
          <UserRound size={48} aria-hidden />
        </Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.1rem' }, mt: 2 }}>
          Profile
        </Typography>
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
    </Box>
  );
}
