/** Site spec §8 (services) and §5 (services request form): every text word for word. */
export const SERVICE_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  summary: 'Please correct the errors in the form.',
  serviceNotFound: 'Service not found',
  noDatabase: 'Database connection error. Please try again later.',
  submitFailed: 'Failed to submit service request. Please try again.',
  success: 'Service request submitted successfully! We will contact you soon.',
} as const;

/** Site spec §5 (contact form) and §8 (contact): every text word for word. */
export const CONTACT_MESSAGES = {
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
} as const;

/** Site spec §9: timings of the services cards and the contact form. */
export const TIMINGS = {
  serviceCardCollapseMs: 2000,
  scrollIntoViewDelayMs: 100,
  contactValidationToastMs: 3000,
} as const;

/** Site spec §2.9 / §9: the contact message text area is 5 rows tall. */
export const MESSAGE_ROWS = 5;

/** Site spec §2.9: the contact page's form title. */
export const CONTACT_TITLE = 'Get In Touch';
export const SERVICES_TITLE = 'Services';

/** Contact's direct channels beside the form (issue 38): the address to copy and the optional booking link. */
export const DIRECT_CONTACT = {
  title: 'Prefer e-mail?',
  intro: 'Write to me directly:',
  copy: 'Copy',
  copyLabel: 'Copy the e-mail address',
  copied: 'E-mail address copied',
  copyFailed: 'Could not copy the address. Select it and copy it manually.',
  bookingTitle: 'Rather talk?',
  bookingIntro: 'Book a call at a time that suits you.',
  booking: 'Book a call',
  bookingLabel: 'Book a call (opens in a new tab)',
} as const;
