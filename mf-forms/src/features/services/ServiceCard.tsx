import { useEffect, useRef, useState } from 'react';
import { Box, Card, CardContent, Chip, Typography } from '@portfolio/mui';
import { Collapse, useMediaQuery } from '@portfolio/mui/extra';
import { BotMessageSquare, BrainCircuit, Check, ChevronDown, Smartphone, Webhook, type LucideIcon } from 'lucide-react';
import { TIMINGS } from '../../logic/constants';
import { scrollBehavior } from '../../logic/serviceCards';
import type { Service, ServiceId } from '../../logic/services';
import { ServiceRequestForm } from './ServiceRequestForm';

const ICONS: Record<ServiceId, LucideIcon> = {
  ai_software: BrainCircuit,
  ai_api: Webhook,
  ai_mobile: Smartphone,
  chatbots: BotMessageSquare,
};

interface Props {
  service: Service;
  expanded: boolean;
  onToggle: () => void;
  onSent: () => void;
}

/** A service card: an accordion header button, its fee and what is included (shown collapsed too, so cards compare at a glance), then the request form while expanded. */
export function ServiceCard({ service, expanded, onToggle, onSent }: Props) {
  const cardRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const Icon = ICONS[service.id];
  const buttonId = `${service.id}-toggle`;
  const panelId = `${service.id}-panel`;
  // The form mounts the first time its card opens and then stays, so what was typed survives closing the card.
  // Four closed forms were most of the page's hydration on a phone, and 68 of its style insertions (issue 26).
  const [opened, setOpened] = useState(expanded);
  if (expanded && !opened) setOpened(true);

  // Site spec §4: once expanded, the card is scrolled into view after 100 ms.
  useEffect(() => {
    if (!expanded) return;
    const timer = setTimeout(() => cardRef.current?.scrollIntoView({ behavior: scrollBehavior(reducedMotion), block: 'start' }), TIMINGS.scrollIntoViewDelayMs);
    return () => clearTimeout(timer);
  }, [expanded, reducedMotion]);

  return (
    <Card
      ref={cardRef}
      id={service.id}
      component="article"
      variant="outlined"
      data-expanded={expanded}
      sx={{ scrollMarginTop: 80, borderColor: expanded ? 'primary.main' : 'divider' }}
    >
      <Typography component="h2" variant="h4" sx={{ m: 0 }}>
        <Box
          component="button"
          type="button"
          id={buttonId}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          sx={{
            all: 'unset',
            boxSizing: 'border-box',
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            width: '100%',
            p: { xs: 2, md: 3 },
            cursor: 'pointer',
            font: 'inherit',
            fontWeight: 700,
            color: 'text.primary',
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
          }}
        >
          <Box component="span" sx={{ display: 'grid', placeItems: 'center', color: 'primary.main', flexShrink: 0 }}>
            <Icon size={28} aria-hidden />
          </Box>
          <Box component="span" sx={{ flexGrow: 1 }}>
            {service.title}
          </Box>
          <Box
            component="span"
            sx={{
              display: 'grid',
              flexShrink: 0,
              transform: expanded ? 'rotate(180deg)' : 'none',
              // In CSS, not from useMediaQuery: the prerendered card's class must be the one the page's styles carry.
              transition: 'transform 200ms ease',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            <ChevronDown size={22} aria-hidden />
          </Box>
        </Box>
      </Typography>
      <CardContent sx={{ pt: 0, px: { xs: 2, md: 3 } }}>
        <Typography color="text.secondary">{service.description}</Typography>
        <Chip label={service.fee} color="primary" variant="outlined" sx={{ mt: 1.5, fontWeight: 600 }} />
        <Typography component="h3" variant="h6" sx={{ mt: 2.5, mb: 1 }}>
          What is included
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {service.features.map((feature) => (
            <Box component="li" key={feature} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box component="span" sx={{ color: 'success.main', display: 'grid', mt: 0.25 }}>
                <Check size={18} aria-hidden />
              </Box>
              {feature}
            </Box>
          ))}
        </Box>
      </CardContent>
      <Collapse in={expanded} timeout={reducedMotion ? 0 : 'auto'}>
        <Box id={panelId} role="region" aria-labelledby={buttonId} sx={{ px: { xs: 2, md: 3 }, pb: { xs: 2, md: 3 } }}>
          <Typography component="h3" variant="h6" sx={{ mb: 2 }}>
            Request this service
          </Typography>
          {opened && <ServiceRequestForm service={service} onSent={onSent} />}
        </Box>
      </Collapse>
    </Card>
  );
}
