import { Box, Button, Typography } from '@portfolio/mui';
import { Paper } from '@portfolio/mui/extra';
import { ArrowRight, BarChart3, Briefcase, Mail, MessageSquare } from 'lucide-react';
import { Link } from '@portfolio/router';
import { DARK_SURFACE, useQuoteModal } from '@portfolio/ui';
import { bandOnFrame, darkBand, outlinedButtonOnDark, solidButtonOnDark } from './darkBand';
import { CASE_STUDY, ROUTES } from '../../logic/constants';
import type { Closing } from '../../data/contentTypes';

const TEXT: Record<Closing, { title: string; body: string }> = {
  'services-contact': {
    title: 'Interested in a similar solution?',
    body: 'Every project starts with a conversation about your data and your goals. See the services on offer or get in touch directly.',
  },
  'analysis-services': {
    title: 'From scraped reviews to insight',
    body: 'The scraped reviews feed the analysis project, which scores every review and writes the reports. See how it works, or browse the services on offer.',
  },
  'request-demo': {
    title: 'See the evaluation system in action',
    body: 'Ask for a demo with your own recordings, or get in touch to discuss how the evaluation could fit your training programme.',
  },
};

/** Case-study spec §2: every page closes with View Services and Contact Us, except the review-scraper and psychiatrist pages. */
export function ClosingCta({ closing }: { closing: Closing }) {
  const openQuote = useQuoteModal((s) => s.open);
  const text = TEXT[closing];
  return (
    <Paper
      component="section"
      aria-labelledby="closing-title"
      elevation={0}
      sx={{
        mt: 6,
        py: { xs: 3, md: 5 },
        ...bandOnFrame,
        ...darkBand(DARK_SURFACE.closingGradient),
        textAlign: { xs: 'left', md: 'center' },
      }}
    >
      <Typography id="closing-title" variant="h2">
        {text.title}
      </Typography>
      <Typography sx={{ mt: 1.5, mb: 3, maxWidth: 640, mx: { md: 'auto' }, color: DARK_SURFACE.text }}>{text.body}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: { md: 'center' } }}>
        {closing === 'services-contact' && (
          <>
            <Button
              component={Link}
              to={ROUTES.services}
              variant="contained"
              color="inherit"
              startIcon={<Briefcase size={18} aria-hidden />}
              sx={solidButtonOnDark}
            >
              {CASE_STUDY.viewServices}
            </Button>
            <Button component={Link} to={ROUTES.contact} variant="outlined" startIcon={<Mail size={18} aria-hidden />} sx={outlinedButtonOnDark}>
              {CASE_STUDY.contactUs}
            </Button>
          </>
        )}
        {closing === 'analysis-services' && (
          <>
            <Button
              component={Link}
              to={ROUTES.reviewAnalysis}
              variant="contained"
              color="inherit"
              startIcon={<BarChart3 size={18} aria-hidden />}
              sx={solidButtonOnDark}
            >
              {CASE_STUDY.exploreAnalysis}
            </Button>
            <Button component={Link} to={ROUTES.services} variant="outlined" startIcon={<Briefcase size={18} aria-hidden />} sx={outlinedButtonOnDark}>
              {CASE_STUDY.viewServices}
            </Button>
          </>
        )}
        {closing === 'request-demo' && (
          <>
            <Button onClick={openQuote} variant="contained" color="inherit" startIcon={<MessageSquare size={18} aria-hidden />} sx={solidButtonOnDark}>
              {CASE_STUDY.requestDemo}
            </Button>
            <Button component={Link} to={ROUTES.contact} variant="outlined" endIcon={<ArrowRight size={18} aria-hidden />} sx={outlinedButtonOnDark}>
              {CASE_STUDY.learnMore}
            </Button>
          </>
        )}
      </Box>
    </Paper>
  );
}
