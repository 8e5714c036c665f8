import { Box, Typography } from '@mui/material';
import { useDocumentTitle } from '@portfolio/ui';

export function ContactPage() {
  useDocumentTitle('Get In Touch');
  return (
    <Box>
      <Typography variant="h1">Get In Touch</Typography>
    </Box>
  );
}
