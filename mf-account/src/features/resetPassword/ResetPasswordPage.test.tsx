import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completePasswordReset, useAuth } from '@portfolio/auth';
import { clearToasts, renderPage, toasts } from '../../testing/renderPage';
import { resetAuth, signInAs } from '../../testing/signedIn';
import { ResetPasswordPage } from './ResetPasswordPage';
import { MESSAGES } from '../../logic/constants';

vi.mock('@portfolio/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portfolio/auth')>()),
  completePasswordReset: vi.fn(),
}));

function inRecovery() {
  useAuth.getState().setRecovery(true);
  signInAs();
}

async function submit(user: ReturnType<typeof userEvent.setup>, password: string, confirm = password) {
  await user.type(screen.getByLabelText(/^New Password/), password);
  await user.type(screen.getByLabelText(/^Confirm New Password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordPage', () => {
  beforeEach(() => {
    resetAuth();
    clearToasts();
    vi.mocked(completePasswordReset).mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('sends a visit without a recovery link to /signin', () => {
    useAuth.getState().setSession(null);
    renderPage(<ResetPasswordPage />, '/reset-password');
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
    expect(toasts()).toEqual([]);
  });

  it('says why an expired or used link went to /signin, once', () => {
    useAuth.getState().setSession(null);
    useAuth.getState().setLinkError('Email link is invalid or has expired');
    renderPage(<ResetPasswordPage />, '/reset-password');
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
    expect(toasts()).toEqual([['error', MESSAGES.passwordResetFailed('Email link is invalid or has expired')]]);
    expect(useAuth.getState().linkError).toBeNull();
  });

  it('sends a signed-in user without a recovery link to /signin too', () => {
    signInAs();
    renderPage(<ResetPasswordPage />, '/reset-password');
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
  });

  it('shows nothing while the recovery session is still being read', () => {
    useAuth.getState().setRecovery(true);
    const { container } = renderPage(<ResetPasswordPage />, '/reset-password');
    expect(container).toBeEmptyDOMElement();
  });

  it('checks that the passwords match, then their length', async () => {
    inRecovery();
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, '/reset-password');
    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('autocomplete', 'new-password');
    await submit(user, 'secret1', 'secret2');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.passwordsDoNotMatch);
    await user.clear(screen.getByLabelText(/^New Password/));
    await user.clear(screen.getByLabelText(/^Confirm New Password/));
    await submit(user, 'abc');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.passwordTooShort);
    expect(completePasswordReset).not.toHaveBeenCalled();
  });

  it('resets the password, stays on success through the sign-out, and goes to /signin after 3 s', async () => {
    inRecovery();
    // As the real action does: the sign-out ends the session and the recovery before it resolves.
    vi.mocked(completePasswordReset).mockImplementation(async () => {
      useAuth.getState().setRecovery(false);
      useAuth.getState().setSession(null);
      return { error: null };
    });
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, '/reset-password');
    await user.type(screen.getByLabelText(/^New Password/), 'newpass1');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'newpass1');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await act(async () => undefined);
    expect(completePasswordReset).toHaveBeenCalledWith('newpass1');
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.passwordReset);
    expect(toasts()).toEqual([['success', MESSAGES.passwordReset]]);
    act(() => void vi.advanceTimersByTime(2999));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
  });

  it('reports a failed reset and keeps the form', async () => {
    inRecovery();
    vi.mocked(completePasswordReset).mockResolvedValue({ error: 'New password should be different from the old password.' });
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, '/reset-password');
    await submit(user, 'oldpass1');
    const message = MESSAGES.passwordResetFailed('New password should be different from the old password.');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(toasts()).toEqual([['error', message]]);
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
  });
});
