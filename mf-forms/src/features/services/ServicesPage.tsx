import { Box, Typography } from '@mui/material';
import { useDocumentTitle } from '@portfolio/ui';

export function ServicesPage() {
  useDocumentTitle('Services');
  return (
    <Box>
      <Typography variant="h1">Services</Typography>
    </Box>
  );
}
