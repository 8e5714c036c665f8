import { DELETE_CONFIRMATION_WORD, MESSAGES, MIN_PASSWORD_LENGTH } from './constants';

/** Site spec §5, sign up: the four fields are required by the form itself; the two passwords must match. */
export function validateSignUp(password: string, confirm: string): string | null {
  return password === confirm ? null : MESSAGES.passwordsDoNotMatch;
}

/** Site spec §5, change and reset password: they must match first, then be at least 6 characters long. */
export function validateNewPassword(password: string, confirm: string): string | null {
  if (password !== confirm) return MESSAGES.passwordsDoNotMatch;
  if (password.length < MIN_PASSWORD_LENGTH) return MESSAGES.passwordTooShort;
  return null;
}

/** Site spec §5, sign in: "Forgot password?" needs the e-mail address. */
export function validateResetEmail(email: string): string | null {
  return email.trim() ? null : MESSAGES.emailRequiredForReset;
}

/** Site spec §5, delete account: exactly DELETE, case and spacing included. */
export function validateDeleteConfirmation(typed: string): string | null {
  return typed === DELETE_CONFIRMATION_WORD ? null : MESSAGES.typeDeleteToConfirm;
}
