import { useId } from 'react';
import { Card, CardActionArea, Typography } from '@mui/material';
import { Plus } from 'lucide-react';
import { useQuoteModal } from '@portfolio/ui';

/** The card after the featured projects that opens the quote wizard (spec 2.4). */
export function CreateProjectCard() {
  const open = useQuoteModal((s) => s.open);
  const id = useId();
  return (
    <Card variant="outlined" sx={{ height: '100%', borderStyle: 'dashed', borderWidth: 2 }}>
      <CardActionArea
        onClick={open}
        aria-haspopup="dialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        sx={{ height: '100%', p: 3, display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 1.5 }}
      >
        <Plus size={36} aria-hidden />
        <Typography id={`${id}-title`} component="span" variant="h6">
          Create Your Project
        </Typography>
        <Typography id={`${id}-text`} component="span" variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Tell me what you need and get an estimated price range in a few steps.
        </Typography>
      </CardActionArea>
    </Card>
  );
}
