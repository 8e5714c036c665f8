import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendPasswordReset, signIn, useAuth } from '@portfolio/auth';
import { clearToasts, renderPage, renderSignedOutPage, toasts } from '../../testing/renderPage';
import { resetAuth, signInAs } from '../../testing/signedIn';
import { SignInPage } from './SignInPage';
import { MESSAGES } from '../../logic/constants';

vi.mock('@portfolio/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portfolio/auth')>()),
  signIn: vi.fn(),
  sendPasswordReset: vi.fn(),
}));

const email = () => screen.getByLabelText(/^Email/);
const password = () => screen.getByLabelText(/^Password/);

describe('SignInPage', () => {
  beforeEach(() => {
    clearToasts();
    resetAuth();
    vi.mocked(signIn).mockReset();
    vi.mocked(sendPasswordReset).mockReset();
  });

  it('is a real form that password managers understand, with a link to sign up', () => {
    renderPage(<SignInPage />, '/signin');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(email()).toHaveAttribute('autocomplete', 'username');
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toBeRequired();
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toBeRequired();
    expect(screen.getByRole('form', { name: 'Sign in' })).toContainElement(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it("signs in, says so, and goes to / in one redirect (the guard's, none from the page)", async () => {
    useAuth.getState().setSession(null);
    // As the real sign-in does: supabase-js's SIGNED_IN event reaches the store before signIn resolves.
    vi.mocked(signIn).mockImplementation(async () => {
      signInAs();
      return { error: null };
    });
    const { navigations } = renderSignedOutPage(<SignInPage />, '/signin');
    await userEvent.type(email(), 'ada@example.com');
    await userEvent.type(password(), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(signIn).toHaveBeenCalledWith('ada@example.com', 'secret1');
    expect(await screen.findByTestId('location')).toHaveTextContent('/');
    await waitFor(() => expect(toasts()).toEqual([['success', MESSAGES.signedIn]]));
    expect(navigations).toEqual(['REPLACE /']);
  });

  it('accepts pasted credentials', async () => {
    vi.mocked(signIn).mockResolvedValue({ error: null });
    renderPage(<SignInPage />, '/signin');
    await userEvent.click(email());
    await userEvent.paste('ada@example.com');
    await userEvent.click(password());
    await userEvent.paste('pasted-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(signIn).toHaveBeenCalledWith('ada@example.com', 'pasted-secret');
  });

  it("shows the backend's message and the failure toast, and stays", async () => {
    vi.mocked(signIn).mockResolvedValue({ error: 'Invalid login credentials' });
    renderPage(<SignInPage />, '/signin');
    await userEvent.type(email(), 'ada@example.com');
    await userEvent.type(password(), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(toasts()).toEqual([['error', MESSAGES.signInFailed('Invalid login credentials')]]);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('asks for the e-mail before sending a reset link', async () => {
    renderPage(<SignInPage />, '/signin');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(toasts()).toEqual([['warning', MESSAGES.emailRequiredForReset]]);
    expect(sendPasswordReset).not.toHaveBeenCalled();
    expect(email()).toHaveFocus();
  });

  it('sends the reset e-mail and reports it', async () => {
    vi.mocked(sendPasswordReset).mockResolvedValue({ error: null });
    renderPage(<SignInPage />, '/signin');
    await userEvent.type(email(), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(sendPasswordReset).toHaveBeenCalledWith('ada@example.com');
    await waitFor(() => expect(toasts()).toEqual([['success', MESSAGES.resetEmailSent]]));
  });

  it('reports a failed reset e-mail', async () => {
    vi.mocked(sendPasswordReset).mockResolvedValue({ error: 'Email rate limit exceeded' });
    renderPage(<SignInPage />, '/signin');
    await userEvent.type(email(), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await waitFor(() => expect(toasts()).toEqual([['error', MESSAGES.passwordResetFailed('Email rate limit exceeded')]]));
  });

  it('reports a server failure of the reset e-mail in a sentence, not as the raw "{}" supabase-js gives for a 5xx (issue 31)', async () => {
    vi.mocked(sendPasswordReset).mockResolvedValue({ error: '{}' });
    renderPage(<SignInPage />, '/signin');
    await userEvent.type(email(), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await waitFor(() => expect(toasts()).toEqual([['error', MESSAGES.passwordResetFailed('Something went wrong. Please try again later.')]]));
  });
});
