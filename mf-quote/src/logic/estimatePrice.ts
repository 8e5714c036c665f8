import { CHOICE_STEPS, type ChoiceStep } from '@portfolio/quote-steps';
import { MAX_FACTOR, MINIMUM_ESTIMATE, MIN_FACTOR, ROUND_TO } from './constants';
import type { QuoteForm } from './quoteForm';

export interface PriceRange {
  min: number;
  max: number;
}

const roundTo = (value: number) => Math.round(value / ROUND_TO) * ROUND_TO;

/**
 * Site spec §9: estimate = (service modifiers + scope modifiers) × timeline multiplier, at least 500;
 * max = 1.2 × estimate and min = 0.8 × estimate, each rounded to 100, min at least 500.
 * Where the spec is silent we chose:
 * - no service chosen yet: no estimate (null), since every price starts from a service;
 * - a custom service counts 500, as site spec §9 gives "all others 500"; a custom scope counts its listed 1000;
 * - no timeline chosen yet: multiplier 1, the same as 'flexible', so the range only grows once a hurry is stated;
 * - budget (including 'unsure') and technologies do not enter the estimate, as in the spec's formula.
 */
export function estimatePrice(form: Pick<QuoteForm, 'services' | 'scope' | 'timeline'>): PriceRange | null {
  if (form.services.length === 0) return null;
  let sum = 0;
  let multiplier = 1;
  for (const step of CHOICE_STEPS.filter((s) => s.price !== 'none')) {
    for (const price of chosenPrices(form, step)) {
      if (step.price === 'add') sum += price;
      else multiplier *= price;
    }
  }
  return rangeFor(sum, multiplier);
}

/** The prices of a step's chosen options (the step table's `price` of each). */
function chosenPrices(form: Pick<QuoteForm, 'services' | 'scope' | 'timeline'>, step: ChoiceStep): number[] {
  const value = (form as Partial<Record<string, string | string[]>>)[step.field] ?? [];
  const ids = Array.isArray(value) ? value : value ? [value] : [];
  return step.options.filter((option) => ids.includes(option.value)).map((option) => option.price ?? 0);
}

/** The formula itself, from the summed modifiers and the multiplier. */
export function rangeFor(modifierSum: number, multiplier: number): PriceRange {
  const estimate = Math.max(MINIMUM_ESTIMATE, modifierSum * multiplier);
  return {
    min: Math.max(MINIMUM_ESTIMATE, roundTo(MIN_FACTOR * estimate)),
    max: roundTo(MAX_FACTOR * estimate),
  };
}

const dollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Site spec §2.3: "dollar min to max with thousands separators", e.g. "$1,200 to $1,800". */
export function formatPriceRange({ min, max }: PriceRange): string {
  return `$${dollars.format(min)} to $${dollars.format(max)}`;
}
