import { useState } from 'react';
import { Box, Typography } from '@portfolio/mui';
import { Accordion, AccordionDetails, AccordionSummary } from '@portfolio/mui/frame';
import { ChevronDown } from 'lucide-react';
import { FAQ_ITEMS } from './faqContent';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** Site spec §2.4 and §4: the FAQ accordion; opening one question closes the one that was open. */
export function Faq() {
  const [open, setOpen] = useState<number | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Box component="section" aria-labelledby="faq-title">
      <Typography id="faq-title" variant="h2" sx={{ mb: 2 }}>
        Frequently Asked Questions
      </Typography>
      {FAQ_ITEMS.map(({ question, answer }, i) => (
        <Accordion
          key={question}
          expanded={open === i}
          onChange={(_, isExpanded) => setOpen(isExpanded ? i : null)}
          disableGutters
          variant="outlined"
          slotProps={{ transition: reducedMotion ? { timeout: 0 } : {} }}
        >
          <AccordionSummary expandIcon={<ChevronDown size={20} aria-hidden />} id={`faq-${i}-question`} aria-controls={`faq-${i}-answer`}>
            <Typography sx={{ fontWeight: 600 }}>{question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
