import { useId, useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@portfolio/mui';
import { LESS_LABEL, MORE_LABEL } from '../../logic/constants';
import { isTruncatable, truncateText } from '../../logic/truncateText';
import type { Testimonial } from '../../logic/testimonials';
import { NameAvatar } from './NameAvatar';
import { Stars } from './Stars';

/** One testimonial; text over 100 characters is cut, with a 'more'/'less' toggle (site spec §4). */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, from, stars, content, image, projectTitle } = testimonial;
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const long = isTruncatable(content);
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <NameAvatar name={name} image={image} />
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h3" variant="h6" sx={{ lineHeight: 1.3 }}>
              {name}
            </Typography>
            {from && (
              <Typography variant="body2" color="text.secondary">
                {from}
              </Typography>
            )}
            <Stars value={stars} />
          </Box>
        </Stack>
        {projectTitle && <Chip label={projectTitle} size="small" variant="outlined" sx={{ mb: 1.5, maxWidth: '100%' }} />}
        <Typography id={textId} component="blockquote" sx={{ m: 0, fontStyle: 'italic', overflowWrap: 'anywhere' }}>
          {expanded || !long ? content : truncateText(content)}
        </Typography>
        {long && (
          <Button size="small" onClick={() => setExpanded((e) => !e)} aria-expanded={expanded} aria-controls={textId} sx={{ mt: 0.5, px: 1 }}>
            {expanded ? LESS_LABEL : MORE_LABEL}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
