import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteAccount, sendPasswordReset, updatePassword, useAuth } from '@portfolio/auth';
import { clearToasts, renderPage, toasts } from '../../testing/renderPage';
import { AccountSettings } from './AccountSettings';
import { MESSAGES } from '../../logic/constants';

vi.mock('@portfolio/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portfolio/auth')>()),
  updatePassword: vi.fn(),
  deleteAccount: vi.fn(),
  sendPasswordReset: vi.fn(),
}));

const newPassword = () => screen.getByLabelText(/^New Password/);
const confirmPassword = () => screen.getByLabelText(/^Confirm New Password/);
const confirmation = () => screen.getByLabelText('Type DELETE to confirm');

async function changePassword(password: string, confirm = password) {
  await userEvent.type(newPassword(), password);
  await userEvent.type(confirmPassword(), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
}

async function confirmDeletion(word: string) {
  if (word) await userEvent.type(confirmation(), word);
  await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
}

describe('AccountSettings: change password', () => {
  beforeEach(() => {
    clearToasts();
    vi.mocked(updatePassword).mockReset();
  });

  it('needs matching passwords of at least 6 characters', async () => {
    renderPage(<AccountSettings />, '/profile');
    await changePassword('secret1', 'secret2');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.passwordsDoNotMatch);
    await userEvent.clear(newPassword());
    await userEvent.clear(confirmPassword());
    await changePassword('short');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.passwordTooShort);
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('updates the password, says so and empties the fields', async () => {
    vi.mocked(updatePassword).mockResolvedValue({ error: null });
    renderPage(<AccountSettings />, '/profile');
    await changePassword('newpass1');
    expect(updatePassword).toHaveBeenCalledWith('newpass1');
    await waitFor(() => expect(toasts()).toEqual([['success', MESSAGES.passwordUpdated]]));
    expect(newPassword()).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports a failed update', async () => {
    vi.mocked(updatePassword).mockResolvedValue({ error: 'New password should be different from the old password.' });
    renderPage(<AccountSettings />, '/profile');
    await changePassword('oldpass1');
    await waitFor(() => expect(toasts()).toEqual([['error', MESSAGES.passwordUpdateFailed('New password should be different from the old password.')]]));
  });
});

describe('AccountSettings: reset link by e-mail', () => {
  beforeEach(() => {
    clearToasts();
    vi.mocked(sendPasswordReset).mockReset();
    useAuth.setState({ user: { id: 'u1', email: 'ada@example.com' } as never });
  });

  it("sends the link to the user's own address and says so", async () => {
    vi.mocked(sendPasswordReset).mockResolvedValue({ error: null });
    renderPage(<AccountSettings />, '/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Email Me a Reset Link' }));
    expect(sendPasswordReset).toHaveBeenCalledWith('ada@example.com');
    await waitFor(() => expect(toasts()).toEqual([['success', MESSAGES.resetEmailSent]]));
  });

  it('reports a failure with the context message', async () => {
    vi.mocked(sendPasswordReset).mockResolvedValue({ error: 'Too many requests' });
    renderPage(<AccountSettings />, '/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Email Me a Reset Link' }));
    await waitFor(() => expect(toasts()).toEqual([['error', MESSAGES.resetEmailFailed('Too many requests')]]));
  });
});

describe('AccountSettings: delete account', () => {
  beforeEach(() => {
    clearToasts();
    vi.mocked(deleteAccount).mockReset();
  });

  it('needs exactly DELETE', async () => {
    renderPage(<AccountSettings />, '/profile');
    await confirmDeletion('');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.typeDeleteToConfirm);
    await confirmDeletion('delete');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.typeDeleteToConfirm);
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it('deletes the account, says so and goes to /', async () => {
    vi.mocked(deleteAccount).mockResolvedValue({ error: null });
    renderPage(<AccountSettings />, '/profile');
    await confirmDeletion('DELETE');
    expect(deleteAccount).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('location')).toHaveTextContent('/');
    expect(toasts()).toEqual([['success', MESSAGES.accountDeleted]]);
  });

  it("reports the action's error", async () => {
    vi.mocked(deleteAccount).mockResolvedValue({
      error: 'Unable to completely delete your account. Please contact support for assistance.',
    });
    renderPage(<AccountSettings />, '/profile');
    await confirmDeletion('DELETE');
    await waitFor(() =>
      expect(toasts()).toEqual([['error', MESSAGES.accountDeletionFailed('Unable to completely delete your account. Please contact support for assistance.')]]),
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it("says 'An unknown error occurred' when the error has no message", async () => {
    vi.mocked(deleteAccount).mockResolvedValue({ error: '' });
    renderPage(<AccountSettings />, '/profile');
    await confirmDeletion('DELETE');
    await waitFor(() => expect(toasts()).toEqual([['error', MESSAGES.accountDeletionFailed('An unknown error occurred')]]));
  });
});
