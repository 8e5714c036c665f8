import { Box, Button, Typography } from '@portfolio/mui';
import { ButtonBase, LinearProgress, useMediaQuery, useTheme } from '@portfolio/mui/extra';
import { Check } from 'lucide-react';
import { STEPS, STEP_COUNT } from '../../logic/constants';
import { progressPercent } from '../../logic/wizardMachine';

interface StepProgressProps {
  step: number;
  furthest: number;
  onSelect: (step: number) => void;
  disabled?: boolean;
}

/**
 * Site spec §2.3: a progress bar with step labels on desktop, numbered circles on mobile (both step ÷ 6).
 * A label or circle is a button only up to the furthest step reached.
 */
export function StepProgress({ step, furthest, onSelect, disabled }: StepProgressProps) {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const caption = `Step ${step + 1} of ${STEP_COUNT}: ${STEPS[step]!.label}`;
  const isEnabled = (i: number) => !disabled && i <= furthest;

  if (mobile) {
    return (
      <Box component="nav" aria-label="Quote steps" sx={{ mb: 2 }}>
        <Box component="ol" data-testid="quote-step-circles" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {STEPS.map((s, i) => {
            const done = i < step;
            const current = i === step;
            return (
              <li key={s.id}>
                <ButtonBase
                  onClick={() => onSelect(i)}
                  disabled={!isEnabled(i)}
                  aria-current={current ? 'step' : undefined}
                  aria-label={`Step ${i + 1}: ${s.label}`}
                  sx={{
                    width: 36,
                    height: 36,
                    borderRadius: '50%',
                    border: 2,
                    fontWeight: 700,
                    borderColor: i <= furthest ? 'primary.main' : 'grey.500',
                    bgcolor: current || done ? 'primary.main' : 'background.paper',
                    color: current || done ? 'primary.contrastText' : 'text.primary',
                    '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
                  }}
                >
                  {done ? <Check size={18} aria-hidden /> : i + 1}
                </ButtonBase>
              </li>
            );
          })}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
          {caption}
        </Typography>
      </Box>
    );
  }

  return (
    <Box component="nav" aria-label="Quote steps" sx={{ mb: 2 }}>
      <LinearProgress
        variant="determinate"
        value={progressPercent(step)}
        aria-label={caption}
        data-testid="quote-progress-bar"
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Box component="ol" sx={{ display: 'flex', justifyContent: 'space-between', listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {STEPS.map((s, i) => (
          <li key={s.id}>
            <Button
              size="small"
              onClick={() => onSelect(i)}
              disabled={!isEnabled(i)}
              aria-current={i === step ? 'step' : undefined}
              sx={{ fontWeight: i === step ? 800 : 500, minWidth: 0 }}
            >
              {s.label}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
