import { Box, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '@portfolio/ui';

export function CaseStudyPage() {
  const { slug = '' } = useParams();
  useDocumentTitle(slug);
  return (
    <Box>
      <Typography variant="h1">{slug}</Typography>
      <section id="technical" />
    </Box>
  );
}
