import { describe, expect, it } from 'vitest';
import { LESS_LABEL, MORE_LABEL, SIGN_OUT_MESSAGES } from './constants';

/**
 * The one place where the shell's texts are compared with the site spec's own wording (issue 37). Every other test,
 * unit or browser, imports the constants, so changing a message is an edit to `constants.ts` and to this file.
 */
describe('the spec wording of the shell', () => {
  it('sign-out toasts: site spec §8', () => {
    expect(SIGN_OUT_MESSAGES).toEqual({ success: 'You have been signed out successfully', failure: 'Error signing out' });
  });

  it('testimonial toggle labels: site spec §4', () => {
    expect([MORE_LABEL, LESS_LABEL]).toEqual(['more', 'less']);
  });
});
