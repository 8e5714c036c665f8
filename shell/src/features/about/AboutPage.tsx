import { Box, Typography } from '@mui/material';
import { useDocumentTitle } from '@portfolio/ui';

export function AboutPage() {
  useDocumentTitle('About');
  return (
    <Box>
      <Typography variant="h1">About Me</Typography>
    </Box>
  );
}
