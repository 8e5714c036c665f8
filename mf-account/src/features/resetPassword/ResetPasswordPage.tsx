import { Box, Typography } from '@mui/material';
import { useDocumentTitle } from '@portfolio/ui';

export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  return (
    <Box>
      <Typography variant="h1">Reset Password</Typography>
    </Box>
  );
}
