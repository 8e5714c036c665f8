import { useId, useState } from 'react';
import { Box, Typography } from '@portfolio/mui';
import { ButtonBase, Collapse, useMediaQuery } from '@portfolio/mui/extra';
import { ChevronDown } from 'lucide-react';
import { submissionFields, submissionSummary, type Submission } from '../../logic/submissionFields';
import { StatusBadge } from './StatusBadge';

/** Site spec §2.8: one submission; the header is a real button that expands every stored field. */
export function SubmissionRow({ item }: { item: Submission }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const summary = submissionSummary(item);
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  return (
    <Box component="li" sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <ButtonBase
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((o) => !o)}
        sx={{
          width: '100%',
          textAlign: 'left',
          justifyContent: 'flex-start',
          gap: 1.5,
          p: 2,
          borderRadius: 2,
          flexWrap: 'wrap',
          '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Box component="span" sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 700, overflowWrap: 'anywhere' }}>
            {summary.title}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {summary.kindLabel} · {summary.date}
          </Typography>
        </Box>
        <StatusBadge status={summary.status} tone={summary.tone} />
        <Box
          component="span"
          aria-hidden
          sx={{
            display: 'inline-flex',
            transition: 'transform 200ms ease',
            transform: open ? 'rotate(180deg)' : 'none',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          <ChevronDown size={20} />
        </Box>
      </ButtonBase>
      <Collapse in={open} id={detailsId} unmountOnExit timeout={reduceMotion ? 0 : 'auto'}>
        <Box
          component="dl"
          sx={{
            m: 0,
            px: 2,
            pb: 2,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' },
            columnGap: 2,
            rowGap: { xs: 0.25, sm: 1 },
          }}
        >
          {submissionFields(item).map(({ label, value }) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 700, mt: { xs: 1, sm: 0 } }}>
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}
