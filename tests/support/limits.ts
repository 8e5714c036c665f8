import type { Limits } from '@portfolio/backend';

const UNLIMITED = 1_000_000;

/** Every throttle lifted: the browser suites sign up, sign in and submit forms hundreds of times from one address. */
export const E2E_LIMITS: Limits = {
  signInSignUps: UNLIMITED,
  tokenRefresh: UNLIMITED,
  emailSent: UNLIMITED,
  verify: UNLIMITED,
  failedSignInsPerAccount: UNLIMITED,
  emailMaxFrequencySeconds: 0,
  submissionsPerAddressPerHour: UNLIMITED,
  submissionsPerEmailPer10Minutes: UNLIMITED,
};
