import { Box, Typography } from '@mui/material';
import { useDocumentTitle } from '@portfolio/ui';

export function SignInPage() {
  useDocumentTitle('Sign In');
  return (
    <Box>
      <Typography variant="h1">Sign In</Typography>
    </Box>
  );
}
