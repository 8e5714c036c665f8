import { Box, Card, Typography } from '@portfolio/mui';
import { ArrowRight } from 'lucide-react';
import { Link } from '@portfolio/router';
import { DASHBOARD_LINK } from '../../logic/constants';
import { dashboardImages } from '../../logic/dashboardImages';
import { Carousel } from './Carousel';

const IMAGES = dashboardImages();
/** The card's width: the full column on phones, about 7/12 of the content beside the intro card from 1200 px. */
const SIZES = '(min-width: 1200px) 40vw, 100vw';

/** Site spec §2.4: the 7 dashboard illustrations, each linking to the services page. */
export function DashboardCarousel() {
  return (
    <Card variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, height: '100%' }}>
      <Carousel
        label="Example dashboards"
        slideName="image"
        items={IMAGES}
        getKey={(image) => image.src}
        renderSlide={(image, index) => (
          <Box
            component={Link}
            to={DASHBOARD_LINK}
            sx={{
              display: 'block',
              color: 'inherit',
              textDecoration: 'none',
              borderRadius: 2,
              overflow: 'hidden',
              '&:hover .cta, &:focus-visible .cta': { textDecoration: 'underline' },
            }}
          >
            {/* AVIF or WebP at the width the card needs; only the first slide loads with the page. */}
            <picture>
              <source type="image/avif" srcSet={image.avif} sizes={SIZES} />
              <source type="image/webp" srcSet={image.webp} sizes={SIZES} />
              <Box
                component="img"
                src={image.src}
                alt={image.alt}
                width={800}
                height={450}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                sx={{ display: 'block', width: '100%', height: 'auto', bgcolor: 'background.default' }}
              />
            </picture>
            <Typography
              className="cta"
              component="span"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1, fontWeight: 600, color: 'primary.main' }}
            >
              See the services <ArrowRight size={16} aria-hidden />
            </Typography>
          </Box>
        )}
      />
    </Card>
  );
}
