import { useEffect, useState } from 'react';
import { Alert, Box, Typography } from '@portfolio/mui';
import { PageFrame, PageHead } from '@portfolio/ui';
import { useLocation } from '@portfolio/router';
import { NEWSLETTER_MESSAGES, SubscribeForm, follow, linkMessage, linkOf, type LinkAction, type LinkOutcome } from '@portfolio/newsletter';

/** Follows one e-mailed link once and says how it went. */
function LinkResult({ action, token }: { action: LinkAction; token: string }) {
  const [outcome, setOutcome] = useState<LinkOutcome | null>(null);
  useEffect(() => {
    let current = true;
    void follow(action, token).then((found) => {
      if (current) setOutcome(found);
    });
    return () => {
      current = false;
    };
  }, [action, token]);
  const severity = outcome === null ? 'info' : outcome === 'confirmed' || outcome === 'unsubscribed' ? 'success' : 'error';
  return (
    <Alert severity={severity} role="status" data-outcome={outcome ?? 'pending'}>
      {linkMessage(action, outcome)}
    </Alert>
  );
}

/**
 * /newsletter: the subscribe form, and where the newsletter's e-mails link to: /newsletter?confirm=… and
 * /newsletter?unsubscribe=… (docs/decisions/024-newsletter-double-opt-in.md).
 */
export function NewsletterPage() {
  const link = linkOf(useLocation().search);
  return (
    <PageFrame>
      {/* The links carry tokens: the pages stay out of search. */}
      <PageHead title={NEWSLETTER_MESSAGES.pageTitle} description={NEWSLETTER_MESSAGES.intro} path="/newsletter" noindex />
      <Typography variant="h4" component="h1" gutterBottom>
        {NEWSLETTER_MESSAGES.pageTitle}
      </Typography>
      {link && (
        <Box sx={{ mb: 4 }}>
          <LinkResult action={link.action} token={link.token} />
        </Box>
      )}
      <SubscribeForm />
    </PageFrame>
  );
}
