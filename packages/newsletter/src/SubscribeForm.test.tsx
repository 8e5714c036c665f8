import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeSupabase, installFakeSupabase, resetSupabase, type FakeSupabase } from '@portfolio/auth/testing';
import { NEWSLETTER_MESSAGES } from './constants';
import { SubscribeForm } from './SubscribeForm';

let fake: FakeSupabase;
const backend = (answers: Parameters<typeof fakeSupabase>[0] = {}) => (fake = installFakeSupabase(fakeSupabase(answers, { userId: null }))!);
const email = () => screen.getByLabelText<HTMLInputElement>(new RegExp(NEWSLETTER_MESSAGES.emailLabel));
const subscribeButton = () => screen.getByRole('button', { name: NEWSLETTER_MESSAGES.submit });

afterEach(() => resetSupabase());

describe('SubscribeForm', () => {
  it('asks for a valid address before sending anything, and says so to screen readers', async () => {
    backend();
    render(<SubscribeForm />);
    fireEvent.click(subscribeButton());
    expect(await screen.findByText(NEWSLETTER_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(email()).toHaveAccessibleDescription(NEWSLETTER_MESSAGES.emailRequired);
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(email(), { target: { value: 'not an address' } });
    fireEvent.click(subscribeButton());
    expect(await screen.findByText(NEWSLETTER_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(fake.requests).toEqual([]);
  });

  it('sends the address and says to check the inbox; the privacy note is shown', async () => {
    backend();
    render(<SubscribeForm />);
    expect(screen.getByText(NEWSLETTER_MESSAGES.privacy)).toBeInTheDocument();
    fireEvent.change(email(), { target: { value: 'ada@example.com' } });
    fireEvent.click(subscribeButton());
    expect(await screen.findByText(NEWSLETTER_MESSAGES.sent)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.sent);
    expect(fake.requests.map((r) => [r.table, r.payload])).toEqual([['newsletter_subscribers', { email: 'ada@example.com' }]]);
    expect(email().value).toBe('');
  });

  it('shows the failure when the backend refuses, and the rate limit in its own words', async () => {
    backend({ insert: { error: { code: '500', message: 'down' } } });
    render(<SubscribeForm />);
    fireEvent.change(email(), { target: { value: 'ada@example.com' } });
    fireEvent.click(subscribeButton());
    expect(await screen.findByText(NEWSLETTER_MESSAGES.failure)).toBeInTheDocument();
    resetSupabase();
    const limited = 'Too many submissions from this e-mail address. Please try again in a few minutes.';
    backend({ insert: { error: { code: 'PT429', message: limited } } });
    fireEvent.click(subscribeButton());
    expect(await screen.findByText(limited)).toBeInTheDocument();
  });

  it('is named by its place: the page form with its introduction, the footer one shorter and under its own name', () => {
    backend();
    const { unmount } = render(<SubscribeForm />);
    expect(screen.getByRole('form', { name: NEWSLETTER_MESSAGES.formTitle })).toBeInTheDocument();
    expect(screen.getByText(NEWSLETTER_MESSAGES.intro)).toBeInTheDocument();
    unmount();
    render(<SubscribeForm place="footer" />);
    expect(screen.getByRole('form', { name: NEWSLETTER_MESSAGES.footerTitle })).toBeInTheDocument();
    expect(screen.queryByText(NEWSLETTER_MESSAGES.intro)).toBeNull();
    expect(email()).toBeInTheDocument();
  });
});
