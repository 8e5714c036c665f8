import { Box, Typography } from '@portfolio/mui';
import type { Testimonial } from '../../logic/testimonials';
import { Carousel } from './Carousel';
import { TestimonialCard } from './TestimonialCard';

/** Site spec §2.4: the testimonials carousel with previous and next controls. */
export function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <Box component="section" aria-labelledby="testimonials-title">
      <Typography id="testimonials-title" variant="h2" sx={{ mb: 2 }}>
        What Clients Say
      </Typography>
      <Box sx={{ maxWidth: 760, mx: 'auto' }}>
        <Carousel
          label="Testimonials"
          slideName="testimonial"
          items={testimonials}
          getKey={(t, i) => `${i}-${t.name}`}
          renderSlide={(t) => <TestimonialCard testimonial={t} />}
        />
      </Box>
    </Box>
  );
}
