import { describe, expect, it } from 'vitest';
import { STEP_IDS } from './constants';
import { showsEstimate } from './estimateVisibility';

describe('showsEstimate', () => {
  it('hides the estimate before a service is chosen, except on the contact step', () => {
    for (const step of STEP_IDS) expect(showsEstimate(step, { services: [] })).toBe(step === 'contact');
  });
  it('shows it on every step once a service is chosen', () => {
    for (const step of STEP_IDS) expect(showsEstimate(step, { services: ['ml_dev'] })).toBe(true);
  });
});
