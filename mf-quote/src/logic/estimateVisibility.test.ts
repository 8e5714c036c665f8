import { describe, expect, it } from 'vitest';
import { STEPS } from './constants';
import { showsEstimate } from './estimateVisibility';

describe('showsEstimate', () => {
  it('hides the estimate before a service is chosen, except on the contact step', () => {
    for (const { id: step } of STEPS) expect(showsEstimate(step, { services: [] })).toBe(step === 'contact');
  });
  it('shows it on every step once a service is chosen', () => {
    for (const { id: step } of STEPS) expect(showsEstimate(step, { services: ['ml_dev'] })).toBe(true);
  });
});
