import { useState } from 'react';
import { Button, Typography } from '@portfolio/mui';
import { initAuth } from '@portfolio/auth';
import { renderStandalone } from '@portfolio/ui';
import QuoteWizard from '../exposes/QuoteWizard';

/** The wizard on a page of its own; closing it just shows a way to start again. */
function StandaloneWizard() {
  const [open, setOpen] = useState(true);
  return open ? (
    <QuoteWizard onClose={() => setOpen(false)} />
  ) : (
    <>
      <Typography sx={{ mb: 2 }}>The wizard was closed.</Typography>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Open the quote wizard
      </Button>
    </>
  );
}

void renderStandalone('mf-quote', <StandaloneWizard />, initAuth);
