import { Box, Typography } from '@portfolio/mui';
import { ESTIMATE_TEXT, type StepId } from '../../logic/constants';
import { estimatePrice, formatPriceRange } from '../../logic/estimatePrice';
import { showsEstimate } from '../../logic/estimateVisibility';
import { useQuoteWizard } from './quoteWizardStore';

/**
 * Site spec §2.3: the live estimated price range below the options, with the note that it is an initial estimate.
 * The polite live region stays mounted on every step so screen readers hear it appear and change.
 */
export function PriceEstimate({ step }: { step: StepId }) {
  const form = useQuoteWizard((s) => s.form);
  const range = estimatePrice(form);
  return (
    <Box aria-live="polite" data-testid="quote-estimate-region">
      {showsEstimate(step, form) && (
        <Box
          component="section"
          aria-labelledby="quote-estimate-title"
          sx={{ mt: 3, p: 2, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
        >
          <Typography id="quote-estimate-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {ESTIMATE_TEXT.heading}
          </Typography>
          {range ? (
            <>
              <Typography data-testid="quote-estimate" sx={{ typography: 'h3', fontWeight: 700 }}>
                {formatPriceRange(range)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {ESTIMATE_TEXT.note}
              </Typography>
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {ESTIMATE_TEXT.needsService}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
