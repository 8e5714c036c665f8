import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Plus } from 'lucide-react';
import { useDocumentTitle, useQuoteModal } from '@portfolio/ui';
import { RemoteMount } from '../../remotes/RemoteMount';

/** The card after the featured projects that opens the quote wizard (spec 2.4). */
export function CreateProjectCard() {
  const open = useQuoteModal((s) => s.open);
  return (
    <Card variant="outlined" sx={{ height: '100%', borderStyle: 'dashed', borderWidth: 2 }}>
      <CardActionArea onClick={open} sx={{ height: '100%', p: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Plus size={36} aria-hidden />
        <Typography component="h3" variant="h6">
          Create Your Project
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Tell me what you need and get an estimated price range in a few steps.
        </Typography>
      </CardActionArea>
    </Card>
  );
}

export function HomePage() {
  useDocumentTitle('');
  return (
    <Box>
      <Typography variant="h1">Welcome!</Typography>
      <Box component="section" aria-labelledby="featured-title" sx={{ mt: 4 }}>
        <Typography id="featured-title" variant="h2" sx={{ mb: 2 }}>
          Featured Projects
        </Typography>
        <RemoteMount id="mf_portfolio/FeaturedProjects" label="featured projects" props={{ after: <CreateProjectCard /> }} />
      </Box>
    </Box>
  );
}
