import { describe, expect, it } from 'vitest';
import { quoteStep } from '@portfolio/quote-steps';
import type { ScopeId, ServiceId, TimelineId } from './constants';
import { estimatePrice, formatPriceRange, rangeFor } from './estimatePrice';

const est = (services: ServiceId[], scope: ScopeId[] = [], timeline: TimelineId | '' = '') => estimatePrice({ services, scope, timeline });

describe('estimatePrice (site spec §9)', () => {
  it.each([
    // [services, scope, timeline, min, max]
    [['ai_api'], [], '', 500, 600], // 500 → 0.8 × 500 = 400 lifted to 500
    [['ml_dev'], [], '', 800, 1200],
    [['ml_dev'], ['research'], 'urgent', 3800, 5800], // 2000 × 2.4 = 4800
    [['chatbots'], ['consultation'], 'short', 1300, 1900], // 1000 × 1.6 = 1600: 1280 rounds up, 1920 down
    [['gen_ai'], ['research', 'model_training'], 'medium', 2400, 3600], // 2500 × 1.2 = 3000
    [['gan'], ['consultation'], 'flexible', 800, 1200],
    [['ai_software'], ['database_integration', 'integration'], 'short', 3200, 4800], // 2500 × 1.6 = 4000
    [['ai_mobile'], ['custom'], 'medium', 1400, 2200], // 1500 × 1.2 = 1800: 1440 → 1400, 2160 → 2200
    [['custom'], ['custom'], 'short', 1900, 2900], // 1500 × 1.6 = 2400
    [['ml_dev'], ['research', 'database_integration', 'model_training', 'integration', 'consultation', 'custom'], 'urgent', 12500, 18700], // 6500 × 2.4 = 15600: 12480 → 12500, 18720 → 18700
  ] as const)('%j + %j with timeline %j → %i to %i', (services, scope, timeline, min, max) => {
    expect(est([...services], [...scope], timeline)).toEqual({ min, max });
  });

  it('applies every timeline multiplier (2.4, 1.6, 1.2, 1) to ml_dev + research = 2000', () => {
    const ranges = Object.fromEntries(quoteStep('timeline').options.map(({ value: t }) => [t, est(['ml_dev'], ['research'], t)]));
    expect(ranges).toEqual({
      urgent: { min: 3800, max: 5800 }, // 4800
      short: { min: 2600, max: 3800 }, // 3200: 2560 → 2600, 3840 → 3800
      medium: { min: 1900, max: 2900 }, // 2400: 1920 → 1900, 2880 → 2900
      flexible: { min: 1600, max: 2400 }, // 2000
    });
  });

  it('uses multiplier 1 until a timeline is chosen (same as flexible)', () => {
    expect(est(['ml_dev'], ['research'], '')).toEqual(est(['ml_dev'], ['research'], 'flexible'));
  });

  it('shows no estimate until a service is chosen', () => {
    expect(est([], ['research'], 'urgent')).toBeNull();
  });

  it('counts a custom service as 500, like every service other than ml_dev', () => {
    for (const id of quoteStep('service')
      .options.map((o) => o.value)
      .filter((s) => s !== 'ml_dev'))
      expect(est([id], [], 'urgent')).toEqual(est(['ai_api'], [], 'urgent'));
    expect(est(['custom'], [], 'urgent')).toEqual({ min: 1000, max: 1400 }); // 500 × 2.4 = 1200
  });

  it('ignores budget (including unsure) and technologies, as the spec formula does', () => {
    const base = estimatePrice({ services: ['ml_dev'], scope: ['research'], timeline: 'short' });
    const withMore = estimatePrice({
      services: ['ml_dev'],
      scope: ['research'],
      timeline: 'short',
      ...({ budget: 'unsure', technologies: ['custom_llm', 'stable_diffusion'] } as object),
    });
    expect(withMore).toEqual(base);
  });
});

describe('rangeFor (the formula)', () => {
  it('raises an estimate below 500 to 500', () => {
    expect(rangeFor(0, 1)).toEqual({ min: 500, max: 600 });
    expect(rangeFor(300, 1.2)).toEqual({ min: 500, max: 600 });
  });
  it('rounds max and min to the nearest 100', () => {
    expect(rangeFor(1000, 1.6)).toEqual({ min: 1300, max: 1900 });
    expect(rangeFor(2000, 1.2)).toEqual({ min: 1900, max: 2900 });
  });
  it('keeps min at 500 even when 0.8 × estimate rounds lower', () => {
    expect(rangeFor(600, 1)).toEqual({ min: 500, max: 700 }); // 480 → 500
  });
});

describe('formatPriceRange', () => {
  it('writes dollars with thousands separators', () => {
    expect(formatPriceRange({ min: 500, max: 600 })).toBe('$500 to $600');
    expect(formatPriceRange({ min: 12500, max: 18700 })).toBe('$12,500 to $18,700');
    expect(formatPriceRange({ min: 1250000, max: 1500000 })).toBe('$1,250,000 to $1,500,000');
  });
});
