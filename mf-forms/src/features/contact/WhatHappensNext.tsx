import { Box, Button, Typography } from '@portfolio/mui';
import { Calculator } from 'lucide-react';
import { SITE, useQuoteModal } from '@portfolio/ui';
import { replyPromise } from '../../logic/replyPromise';

/** Beside the contact form (issue 30): what a visitor can expect after sending, and the quote wizard for a price first. */
export function WhatHappensNext({ replyTime = SITE.replyTime }: { replyTime?: string }) {
  const openQuote = useQuoteModal((s) => s.open);
  return (
    <Box
      component="aside"
      aria-labelledby="next-title"
      sx={{ p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <Typography id="next-title" component="h2" variant="h4" sx={{ mb: 1.5 }}>
        What happens next
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1, color: 'text.secondary' }}>
        <li>{replyPromise(replyTime)}</li>
        <li>Signed in, you can find what you sent under Contact Submissions on your profile.</li>
      </Box>
      <Typography component="h3" variant="h6" sx={{ mt: 3, mb: 1 }}>
        Want a price first?
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        The quote wizard gives an estimated price range in six short steps.
      </Typography>
      <Button variant="outlined" onClick={openQuote} aria-haspopup="dialog" startIcon={<Calculator size={18} aria-hidden />}>
        Get a custom quote
      </Button>
    </Box>
  );
}
