/**
 * Issue 41: the newsletter's subscribe form (on /newsletter, /notes and each post; the footer's is designed in record
 * 025) and its confirm and unsubscribe pages (docs/decisions/024-newsletter-double-opt-in.md,
 * 025-one-subscribe-form-in-three-places.md).
 */
export const NEWSLETTER_MESSAGES = {
  pageTitle: 'Newsletter',
  formTitle: 'Get new notes by e-mail',
  /** The footer's form: its own name, so a page with two forms has two distinct form landmarks. */
  footerTitle: 'Newsletter: new notes by e-mail',
  intro: 'One e-mail when a note is published. You confirm your address first, and every e-mail has a one-click unsubscribe link.',
  privacy: 'Your address is used for this newsletter only, and unsubscribing stops every e-mail at once.',
  emailLabel: 'Email',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  submit: 'Subscribe',
  submitting: 'Subscribing...',
  sent: 'Almost done: check your inbox and follow the link in our e-mail to confirm your subscription.',
  failure: 'Subscribing failed. Please try again later.',
  confirming: 'Confirming your subscription...',
  confirmed: 'You are subscribed. Thank you!',
  unsubscribing: 'Unsubscribing...',
  unsubscribed: 'You are unsubscribed. You will get no more e-mails from this newsletter.',
  invalidLink: 'This link is not valid (any more). A confirmation link works for 24 hours; you can subscribe again below.',
  linkFailed: 'Something went wrong. Please open the link from the e-mail again later.',
} as const;

/** The query parameters of the links the newsletter's e-mails carry to /newsletter, each with its token. */
export const NEWSLETTER_LINK_PARAMS = { confirm: 'confirm', unsubscribe: 'unsubscribe' } as const;

/** The longest address the form takes (the database's own bound, migration 20261127010000). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Where the form is shown, and how it titles itself there: in a page's content (/newsletter, /notes, each post) with
 * its introduction, or in the footer of every page, shorter and under a name of its own, so the two forms a page can
 * hold are two distinct form landmarks (docs/decisions/025-one-subscribe-form-in-three-places.md).
 */
export const SUBSCRIBE_FORM_PLACES = {
  page: { title: NEWSLETTER_MESSAGES.formTitle, intro: true },
  footer: { title: NEWSLETTER_MESSAGES.footerTitle, intro: false },
} as const;

export type SubscribeFormPlace = keyof typeof SUBSCRIBE_FORM_PLACES;
