import { Box, Card, CardContent, Typography } from '@mui/material';
import FeaturedProjects from '../exposes/FeaturedProjects';

/** /featured when running alone: the exposed component with a stand-in for the shell's 'Create Your Project' card. */
export function FeaturedPreview() {
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 3 }}>
        Featured projects preview
      </Typography>
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Featured Projects
      </Typography>
      <FeaturedProjects
        after={
          <Card variant="outlined" sx={{ height: '100%', borderStyle: 'dashed' }}>
            <CardContent>
              <Typography component="h3" variant="h6">
                Slot for the shell’s card
              </Typography>
              <Typography variant="body2" color="text.secondary">
                In the site, the home page puts its 'Create Your Project' card here.
              </Typography>
            </CardContent>
          </Card>
        }
      />
    </Box>
  );
}
