import { Box, Typography } from '@mui/material';
import { useDocumentTitle } from '@portfolio/ui';

export function PortfolioListing() {
  useDocumentTitle('Portfolio');
  return (
    <Box>
      <Typography variant="h1">Portfolio</Typography>
    </Box>
  );
}
