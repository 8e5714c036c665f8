import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, CONTACT_TITLE, SERVICE_MESSAGES } from './constants';

/**
 * The one place where this remote's texts are compared with the site spec's own wording (issue 37). Every other test,
 * unit or browser, imports the constants, so changing a message is an edit to `constants.ts` and to this file.
 */
describe('the spec wording of mf-forms', () => {
  it('contact form: site spec §2.9, §5 and §8', () => {
    expect(CONTACT_TITLE).toBe('Get In Touch');
    expect(CONTACT_MESSAGES).toEqual({
      nameRequired: 'Name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email address',
      messageRequired: 'Message is required',
      industryRequired: 'Please select an industry',
      productTypeRequired: 'Please select a product type',
      appTypeRequired: 'Please select an application type',
      budgetRequired: 'Please select a budget range',
      timelineRequired: 'Please select a timeline',
      fillRequired: 'Please fill in all required fields.',
      failure: 'Failed to submit your message. Please try again later.',
      success: 'Thank you! Your message has been sent successfully.',
    });
  });

  it('services request form: site spec §5 and §8', () => {
    expect(SERVICE_MESSAGES).toEqual({
      nameRequired: 'Name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email',
      summary: 'Please correct the errors in the form.',
      serviceNotFound: 'Service not found',
      noDatabase: 'Database connection error. Please try again later.',
      submitFailed: 'Failed to submit service request. Please try again.',
      success: 'Service request submitted successfully! We will contact you soon.',
    });
  });
});
