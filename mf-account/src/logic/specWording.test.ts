import { describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION_WORD, MESSAGES, PROFILE_TABS, STAT_TILES } from './constants';

/**
 * The one place where the account pages' texts are compared with the site spec's own wording (issue 37). Every other
 * test, unit or browser, imports MESSAGES, so changing a message is an edit to `constants.ts` and to this file.
 */
describe('the spec wording of mf-account', () => {
  it('messages: site spec §5 and §8', () => {
    const { signInFailed, signUpFailed, passwordResetFailed, passwordUpdateFailed, resetEmailFailed, accountDeletionFailed, ...fixed } = MESSAGES;
    expect(fixed).toEqual({
      emailRequiredForReset: 'Please enter your email address',
      resetEmailSent: 'Password reset email sent! Please check your inbox.',
      signedIn: 'Signed in successfully!',
      passwordsDoNotMatch: 'Passwords do not match',
      passwordTooShort: 'Password must be at least 6 characters',
      signedUp: 'Account created successfully! Welcome aboard!',
      passwordReset: 'Password reset successfully!',
      signInToViewProfile: 'Please sign in to view your profile',
      noContacts: "You haven't submitted any contact forms yet.",
      noRequests: "You haven't requested any services yet.",
      passwordUpdated: 'Password updated successfully!',
      typeDeleteToConfirm: 'Please type DELETE to confirm',
      accountDeleted: 'Your account has been deleted successfully',
    });
    const reason = 'Invalid login credentials';
    expect(signInFailed(reason)).toBe(`Sign in failed: ${reason}`);
    expect(signUpFailed(reason)).toBe(`Sign up failed: ${reason}`);
    expect(passwordResetFailed(reason)).toBe(`Password reset failed: ${reason}`);
    expect(passwordUpdateFailed(reason)).toBe(`Error updating password: ${reason}`);
    expect(resetEmailFailed(reason)).toBe(`Error resetting password: ${reason}`);
    expect(accountDeletionFailed(reason)).toBe(`Error deleting account: ${reason}`);
  });

  it('profile labels and the deletion word: site spec §2.8', () => {
    expect(STAT_TILES).toEqual(['Contact Submissions', 'Service Requests', 'Purchased Products', 'Member Since']);
    expect(PROFILE_TABS).toEqual(['Contact Submissions', 'Service Requests', 'Account Settings']);
    expect(DELETE_CONFIRMATION_WORD).toBe('DELETE');
  });
});
