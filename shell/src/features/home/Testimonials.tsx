import { Box, Typography } from '@portfolio/mui';
import type { Testimonial } from '../../logic/testimonials';
import { Carousel } from './Carousel';
import { TestimonialCard } from './TestimonialCard';

/**
 * Site spec §2.4: the testimonials carousel with previous and next controls, on phones and tablets. A desktop has
 * room for every testimonial side by side (issue 38), so there they are one list and the carousel is not shown.
 * Both are chosen in CSS, so the prerendered page is the one every width hydrates.
 */
export function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <Box component="section" aria-labelledby="testimonials-title">
      <Typography id="testimonials-title" variant="h2" sx={{ mb: 2 }}>
        What Clients Say
      </Typography>
      <Box sx={{ maxWidth: 760, mx: 'auto', display: { lg: 'none' } }}>
        <Carousel
          label="Testimonials"
          slideName="testimonial"
          items={testimonials}
          getKey={(t, i) => `${i}-${t.name}`}
          renderSlide={(t) => <TestimonialCard testimonial={t} />}
        />
      </Box>
      <Box
        component="ul"
        aria-label="Testimonials"
        sx={{ display: { xs: 'none', lg: 'grid' }, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2, listStyle: 'none', p: 0, m: 0 }}
      >
        {testimonials.map((t, i) => (
          <Box component="li" key={`${i}-${t.name}`} sx={{ display: 'grid' }}>
            <TestimonialCard testimonial={t} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
