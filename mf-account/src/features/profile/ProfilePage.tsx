import { Box, Typography } from '@mui/material';
import { useDocumentTitle } from '@portfolio/ui';

export function ProfilePage() {
  useDocumentTitle('Profile');
  return (
    <Box>
      <Typography variant="h1">Profile</Typography>
    </Box>
  );
}
