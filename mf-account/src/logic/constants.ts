import { humanError } from '@portfolio/ui';

/** Site spec §9: limits and timings of the account pages. */
export const MIN_PASSWORD_LENGTH = 6;
export const DELETE_CONFIRMATION_WORD = 'DELETE';
export const RESET_REDIRECT_MS = 3000;

/** Site spec §2.8: the number of purchased products is always zero; its source is not shown. */
export const PURCHASED_PRODUCTS_COUNT = 0;

/**
 * Site spec §5 and §8: every message of the account pages, word for word. A `{message}` goes through `humanError`
 * (issue 31): a 5xx arrives as '{}', and raw technical text is never shown.
 */
export const MESSAGES = {
  emailRequiredForReset: 'Please enter your email address',
  resetEmailSent: 'Password reset email sent! Please check your inbox.',
  signInFailed: (message: string) => `Sign in failed: ${humanError(message)}`,
  signedIn: 'Signed in successfully!',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters',
  signUpFailed: (message: string) => `Sign up failed: ${humanError(message)}`,
  signedUp: 'Account created successfully! Welcome aboard!',
  passwordReset: 'Password reset successfully!',
  passwordResetFailed: (message: string) => `Password reset failed: ${humanError(message)}`,
  signInToViewProfile: 'Please sign in to view your profile',
  noContacts: "You haven't submitted any contact forms yet.",
  noRequests: "You haven't requested any services yet.",
  passwordUpdated: 'Password updated successfully!',
  passwordUpdateFailed: (message: string) => `Error updating password: ${humanError(message)}`,
  /** Site spec §8: the reset e-mail sent from the account context (Account Settings), not from the sign-in page. */
  resetEmailFailed: (message: string) => `Error resetting password: ${humanError(message)}`,
  typeDeleteToConfirm: 'Please type DELETE to confirm',
  accountDeleted: 'Your account has been deleted successfully',
  accountDeletionFailed: (message: string) => `Error deleting account: ${humanError(message)}`,
} as const;

/** Our own wording for the states the spec leaves open. */
export const COPY = {
  confirmEmailSent: (email: string) => `Account created! We sent a confirmation link to ${email}. Please check your inbox and follow the link, then sign in.`,
  resetRedirectNotice: 'Taking you to the sign-in page…',
  submissionsLoadFailed: 'Your submissions could not be loaded right now.',
  loadingSubmissions: 'Loading your submissions…',
} as const;

/**
 * Issue 41: where a lead came from, as its row stores it (docs/decisions/026-lead-source-in-session-storage.md),
 * with the labels the inbox and the profile show, in this order. A value not stored is not listed.
 */
export const LEAD_SOURCE_LABELS = [
  ['landing_page', 'Landed on'],
  ['opened_on_page', 'Form opened on'],
  ['referrer_host', 'Referred by'],
  ['utm_source', 'utm_source'],
  ['utm_medium', 'utm_medium'],
  ['utm_campaign', 'utm_campaign'],
] as const;

/** Site spec §2.8: the profile's stat tiles and tabs, in order. */
export const STAT_TILES = ['Contact Submissions', 'Service Requests', 'Purchased Products', 'Member Since'] as const;
export const PROFILE_TABS = ['Contact Submissions', 'Service Requests', 'Account Settings'] as const;
