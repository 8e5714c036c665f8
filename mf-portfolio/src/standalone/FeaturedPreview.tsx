import { Box, Typography } from '@portfolio/mui';
import FeaturedProjects from '../exposes/FeaturedProjects';

/** /featured when running alone: the exposed component as Home shows it (the shell adds its own Create card beside it). */
export function FeaturedPreview() {
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Featured projects preview
      </Typography>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Featured Projects
      </Typography>
      <FeaturedProjects />
    </Box>
  );
}
