import { useState } from 'react';
import { Stack, Typography } from '@portfolio/mui';
import { PageFrame, PageHead, servicesJsonLd } from '@portfolio/ui';
import { SERVICES_TITLE } from '../../logic/constants';
import { collapseCard, toggleCard } from '../../logic/serviceCards';
import { SERVICES, type ServiceId } from '../../logic/services';
import { ServiceCard } from './ServiceCard';

const SERVICES_DESCRIPTION = 'AI-powered software, AI/ML APIs, AI mobile apps and chatbots, each with a request form.';

/** The four services as schema.org Service/Offer, with their starting fees. */
const SERVICES_JSON_LD = servicesJsonLd(
  SERVICES.map((s) => ({ name: s.title, description: s.description, fee: s.fee, minPrice: Number(s.fee.replace(/[^0-9]/g, '')) || undefined })),
);

/** Site spec §2.5: the four service cards, one expanded at a time. */
export function ServicesPage() {
  const [expanded, setExpanded] = useState<ServiceId | null>(null);

  return (
    <PageFrame>
      <PageHead title={SERVICES_TITLE} description={SERVICES_DESCRIPTION} path="/services" jsonLd={SERVICES_JSON_LD} />
      <Typography variant="h1">{SERVICES_TITLE}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 680 }}>
        Four ways to bring machine learning into your product. Open a service to see what is included and send a request; I reply by e-mail.
      </Typography>
      <Stack spacing={2}>
        {SERVICES.map((service) => (
          <ServiceCard
            key={service.id}
            service={service}
            expanded={expanded === service.id}
            onToggle={() => setExpanded((current) => toggleCard(current, service.id))}
            onSent={() => setExpanded((current) => collapseCard(current, service.id))}
          />
        ))}
      </Stack>
    </PageFrame>
  );
}
