import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signUp, useAuth } from '@portfolio/auth';
import { clearToasts, renderPage, renderSignedOutPage, toasts } from '../../testing/renderPage';
import { resetAuth, signInAs } from '../../testing/signedIn';
import { SignUpPage } from './SignUpPage';
import { MESSAGES } from '../../logic/constants';

vi.mock('@portfolio/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portfolio/auth')>()),
  signUp: vi.fn(),
}));

async function fill(passwordAgain = 'secret1') {
  await userEvent.type(screen.getByLabelText(/^Username/), 'ada');
  await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'secret1');
  await userEvent.type(screen.getByLabelText(/^Confirm Password/), passwordAgain);
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('SignUpPage', () => {
  beforeEach(() => {
    clearToasts();
    resetAuth();
    vi.mocked(signUp).mockReset();
  });

  it('asks for four required fields and links to sign in', () => {
    renderPage(<SignUpPage />, '/signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    for (const label of [/^Username/, /^Email/, /^Password/, /^Confirm Password/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('refuses passwords that do not match', async () => {
    renderPage(<SignUpPage />, '/signup');
    await fill('different');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.passwordsDoNotMatch);
    expect(signUp).not.toHaveBeenCalled();
  });

  it("creates the account, welcomes the user and goes to / in one redirect (the guard's, none from the page)", async () => {
    useAuth.getState().setSession(null);
    // As the real sign-up does when no confirmation is needed: the SIGNED_IN event reaches the store first.
    vi.mocked(signUp).mockImplementation(async () => {
      signInAs();
      return { error: null, signedIn: true };
    });
    const { navigations } = renderSignedOutPage(<SignUpPage />, '/signup');
    await fill();
    expect(signUp).toHaveBeenCalledWith('ada', 'ada@example.com', 'secret1');
    expect(await screen.findByTestId('location')).toHaveTextContent('/');
    await waitFor(() => expect(toasts()).toEqual([['success', MESSAGES.signedUp]]));
    expect(navigations).toEqual(['REPLACE /']);
  });

  it('asks the user to check their inbox when the backend wants the address confirmed', async () => {
    vi.mocked(signUp).mockResolvedValue({ error: null, signedIn: false });
    renderPage(<SignUpPage />, '/signup');
    await fill();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check Your Inbox' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/ada@example\.com.*check your inbox/i);
    expect(toasts()).toEqual([]);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('reports a failed sign-up', async () => {
    vi.mocked(signUp).mockResolvedValue({ error: 'User already registered', signedIn: false });
    renderPage(<SignUpPage />, '/signup');
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('User already registered');
    expect(toasts()).toEqual([['error', MESSAGES.signUpFailed('User already registered')]]);
  });
});
