import { Box, Typography } from '@mui/material';

export interface QuoteWizardProps {
  onClose: () => void;
}

export function QuoteWizard(_props: QuoteWizardProps) {
  return (
    <Box>
      <Typography variant="h2">Get a Custom Quote</Typography>
    </Box>
  );
}
