import type { ReactNode } from 'react';
import { Box } from '@mui/material';

export function FeaturedProjects({ after }: { after?: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
      {after}
    </Box>
  );
}
