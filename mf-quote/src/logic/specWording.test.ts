import { describe, expect, it } from 'vitest';
import { MESSAGES } from './constants';

/**
 * The one place where the wizard's texts are compared with the site spec's own wording (issue 37). Every other test,
 * unit or browser, imports MESSAGES, so changing a message is an edit to its source and to this file.
 */
describe('the spec wording of mf-quote', () => {
  it('wizard messages: site spec §5 and §8', () => {
    expect(MESSAGES).toEqual({
      selectAtLeastOne: 'Please select at least one option before proceeding.',
      customServiceNext: 'Please provide details for your custom service.',
      customScopeNext: 'Please provide details for your custom scope.',
      customTechnologyNext: 'Please provide details for your custom technology.',
      selectService: 'Please select a service',
      customService: 'Please provide details for your custom service',
      selectScope: 'Please select at least one scope option',
      customScope: 'Please provide details for your custom scope',
      selectTechnology: 'Please select at least one technology option',
      customTechnology: 'Please provide details for your custom technology',
      selectTimeline: 'Please select a timeline option',
      selectBudget: 'Please select a budget option',
      nameRequired: 'Name is required',
      nameFallback: 'Please enter your name',
      emailRequired: 'Email is required',
      emailFallback: 'Please enter your email',
      emailInvalid: 'Please enter a valid email address',
      submitting: 'Submitting your request...',
      success: 'Thank you for your submission! We will contact you shortly.',
      submitErrorPrefix: 'Error submitting form: ',
      unknownError: 'Unknown error',
      noDatabase: 'Database connection error. Please try again later.',
    });
  });
});
