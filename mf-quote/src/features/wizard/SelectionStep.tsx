import type { LucideIcon } from 'lucide-react';
import { quoteStep, type ChoiceStep, type CustomGroup } from '@portfolio/quote-steps';
import type { ChoiceStepId } from '../../logic/constants';
import { CUSTOM_GROUPS } from '../../logic/quoteForm';
import { CUSTOM_TEXT_LIMITS } from '../../logic/inputLimits';
import { ChoiceGroup } from './ChoiceGroup';
import { CustomDetailsField } from './CustomDetailsField';
import { OPTION_ICONS } from './optionIcons';
import { useQuoteWizard } from './quoteWizardStore';

interface SelectionStepProps {
  step: ChoiceStepId;
  labelledBy: string;
}

/** Steps 1–5, as the step table describes each: its options and, while 'custom' is chosen, its free-text box. */
export function SelectionStep({ step: stepId, labelledBy }: SelectionStepProps) {
  const form = useQuoteWizard((s) => s.form);
  const dispatch = useQuoteWizard((s) => s.dispatch);
  const busy = useQuoteWizard((s) => s.status !== 'idle');
  const step: ChoiceStep = quoteStep(stepId);
  const value = form[step.field];
  const selected: readonly string[] = Array.isArray(value) ? value : value ? [value] : [];
  const group = step.field as CustomGroup;
  return (
    <>
      <ChoiceGroup<string>
        labelledBy={labelledBy}
        disabled={busy}
        kind={step.kind === 'one' ? 'radio' : 'checkbox'}
        name={`quote-${step.id}`}
        options={step.options}
        icons={OPTION_ICONS[stepId] as Record<string, LucideIcon>}
        selected={selected}
        onToggle={(id) => dispatch({ type: 'choose', step: stepId, id })}
      />
      {step.custom && selected.includes('custom') && (
        <CustomDetailsField
          what={step.custom.what}
          value={form[CUSTOM_GROUPS[group]]}
          onChange={(text) => dispatch({ type: 'setCustomText', group, value: text })}
          maxLength={CUSTOM_TEXT_LIMITS[group]}
          onClose={() => dispatch({ type: 'closeCustom', group })}
          disabled={busy}
        />
      )}
    </>
  );
}
