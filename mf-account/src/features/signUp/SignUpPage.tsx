import { Box, Typography } from '@mui/material';
import { useDocumentTitle } from '@portfolio/ui';

export function SignUpPage() {
  useDocumentTitle('Sign Up');
  return (
    <Box>
      <Typography variant="h1">Sign Up</Typography>
    </Box>
  );
}
