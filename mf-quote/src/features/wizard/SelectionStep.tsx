import { BUDGET_OPTIONS, SCOPE_OPTIONS, SERVICE_OPTIONS, TECHNOLOGY_OPTIONS, TIMELINE_OPTIONS, type StepId } from '../../logic/constants';
import { CUSTOM_TEXT_LIMITS } from '../../logic/inputLimits';
import { ChoiceGroup } from './ChoiceGroup';
import { CustomDetailsField } from './CustomDetailsField';
import { BUDGET_ICONS, SCOPE_ICONS, SERVICE_ICONS, TECHNOLOGY_ICONS, TIMELINE_ICONS } from './optionIcons';
import { useQuoteWizard } from './quoteWizardStore';

interface SelectionStepProps {
  step: Exclude<StepId, 'contact'>;
  labelledBy: string;
}

/** Steps 1–5: the step's options and, while 'custom' is chosen, its free-text box. */
export function SelectionStep({ step, labelledBy }: SelectionStepProps) {
  const form = useQuoteWizard((s) => s.form);
  const dispatch = useQuoteWizard((s) => s.dispatch);
  const busy = useQuoteWizard((s) => s.status !== 'idle');
  const common = { labelledBy, disabled: busy };

  switch (step) {
    case 'service':
      return (
        <>
          <ChoiceGroup
            {...common}
            kind="radio"
            name="quote-service"
            options={SERVICE_OPTIONS}
            icons={SERVICE_ICONS}
            selected={form.services}
            onToggle={(id) => dispatch({ type: 'toggleService', id })}
          />
          {form.services.includes('custom') && (
            <CustomDetailsField
              what="service"
              value={form.servicesCustom}
              onChange={(value) => dispatch({ type: 'setCustomText', group: 'services', value })}
              maxLength={CUSTOM_TEXT_LIMITS.services}
              onClose={() => dispatch({ type: 'closeCustom', group: 'services' })}
              disabled={busy}
            />
          )}
        </>
      );
    case 'scope':
      return (
        <>
          <ChoiceGroup
            {...common}
            kind="checkbox"
            name="quote-scope"
            options={SCOPE_OPTIONS}
            icons={SCOPE_ICONS}
            selected={form.scope}
            onToggle={(id) => dispatch({ type: 'toggleScope', id })}
          />
          {form.scope.includes('custom') && (
            <CustomDetailsField
              what="scope"
              value={form.scopeCustom}
              onChange={(value) => dispatch({ type: 'setCustomText', group: 'scope', value })}
              maxLength={CUSTOM_TEXT_LIMITS.scope}
              onClose={() => dispatch({ type: 'closeCustom', group: 'scope' })}
              disabled={busy}
            />
          )}
        </>
      );
    case 'technology':
      return (
        <>
          <ChoiceGroup
            {...common}
            kind="checkbox"
            name="quote-technology"
            options={TECHNOLOGY_OPTIONS}
            icons={TECHNOLOGY_ICONS}
            selected={form.technologies}
            onToggle={(id) => dispatch({ type: 'toggleTechnology', id })}
          />
          {form.technologies.includes('custom') && (
            <CustomDetailsField
              what="technology"
              value={form.technologiesCustom}
              onChange={(value) => dispatch({ type: 'setCustomText', group: 'technologies', value })}
              maxLength={CUSTOM_TEXT_LIMITS.technologies}
              onClose={() => dispatch({ type: 'closeCustom', group: 'technologies' })}
              disabled={busy}
            />
          )}
        </>
      );
    case 'timeline':
      return (
        <ChoiceGroup
          {...common}
          kind="radio"
          name="quote-timeline"
          options={TIMELINE_OPTIONS}
          icons={TIMELINE_ICONS}
          selected={form.timeline ? [form.timeline] : []}
          onToggle={(id) => dispatch({ type: 'toggleTimeline', id })}
        />
      );
    case 'budget':
      return (
        <ChoiceGroup
          {...common}
          kind="radio"
          name="quote-budget"
          options={BUDGET_OPTIONS}
          icons={BUDGET_ICONS}
          selected={form.budget ? [form.budget] : []}
          onToggle={(id) => dispatch({ type: 'toggleBudget', id })}
        />
      );
  }
}
