/** Site spec §8, "Profile and account": the errors the account actions return, word for word. */
export const AUTH_MESSAGES = {
  notConnected: 'Supabase not connected',
  noUser: 'No user logged in',
  deletionIncomplete: 'Unable to completely delete your account. Please contact support for assistance.',
  unknown: 'An unknown error occurred',
} as const;

/** Site spec §3 / §6: every new account gets this metadata role; it grants nothing. */
export const SIGN_UP_ROLE = 'cabinBoy';
