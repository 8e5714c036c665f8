import { Card, Typography } from '@portfolio/mui';
import { CardActionArea } from '@portfolio/mui/frame';
import { Plus } from 'lucide-react';
import { useQuoteModal } from '@portfolio/ui';
import { useQuoteIntent } from '../../remotes/preloadQuote';

/** The card after the featured projects that opens the quote wizard (site spec §2.4); the shell's own, so it outlives mf_portfolio. */
export function CreateProjectCard() {
  const open = useQuoteModal((s) => s.open);
  const quoteIntent = useQuoteIntent();
  return (
    <Card variant="outlined" sx={{ height: '100%', borderStyle: 'dashed', borderWidth: 2 }}>
      <CardActionArea
        onClick={open}
        ref={quoteIntent}
        aria-haspopup="dialog"
        sx={{ height: '100%', p: 3, display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 1.5 }}
      >
        <Plus size={36} aria-hidden />
        <Typography component="span" variant="h6">
          Create Your Project
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Tell me what you need and get an estimated price range in a few steps.
        </Typography>
      </CardActionArea>
    </Card>
  );
}
