import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeSupabase, installFakeSupabase, resetSupabase, type FakeSupabase } from '@portfolio/auth/testing';
import { MemoryRouter } from '@portfolio/router';
import { NEWSLETTER_MESSAGES } from '../../logic/constants';
import { NewsletterPage } from './NewsletterPage';
import { SubscribeForm } from './SubscribeForm';

let fake: FakeSupabase;
const backend = (answers: Parameters<typeof fakeSupabase>[0] = {}) => (fake = installFakeSupabase(fakeSupabase(answers, { userId: null }))!);
const email = () => screen.getByLabelText<HTMLInputElement>(new RegExp(NEWSLETTER_MESSAGES.emailLabel));
const subscribeButton = () => screen.getByRole('button', { name: NEWSLETTER_MESSAGES.submit });

afterEach(() => resetSupabase());

describe('SubscribeForm', () => {
  it('asks for a valid address before sending anything', async () => {
    backend();
    render(<SubscribeForm />);
    fireEvent.click(subscribeButton());
    expect(await screen.findByText(NEWSLETTER_MESSAGES.emailRequired)).toBeInTheDocument();
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
    expect(fake.requests.map((r) => [r.table, r.payload])).toEqual([['newsletter_subscribers', { email: 'ada@example.com' }]]);
    expect(email().value).toBe('');
  });

  it('shows the failure when the backend refuses', async () => {
    backend({ insert: { error: { code: '500', message: 'down' } } });
    render(<SubscribeForm />);
    fireEvent.change(email(), { target: { value: 'ada@example.com' } });
    fireEvent.click(subscribeButton());
    expect(await screen.findByText(NEWSLETTER_MESSAGES.failure)).toBeInTheDocument();
  });
});

describe('NewsletterPage', () => {
  it('follows a confirmation link once and says the address is subscribed', async () => {
    backend({ rpc: { data: 'confirmed', error: null } });
    render(
      <MemoryRouter initialEntries={['/newsletter?confirm=abc']}>
        <NewsletterPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText(NEWSLETTER_MESSAGES.confirmed)).toBeInTheDocument();
    expect(fake.mocks.rpc).toHaveBeenCalledTimes(1);
    expect(fake.mocks.rpc).toHaveBeenCalledWith('confirm_newsletter_subscription', { token: 'abc' });
  });

  it('says an unknown unsubscribe link is not valid', async () => {
    backend({ rpc: { data: 'invalid', error: null } });
    render(
      <MemoryRouter initialEntries={['/newsletter?unsubscribe=zzz']}>
        <NewsletterPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText(NEWSLETTER_MESSAGES.invalidLink)).toBeInTheDocument();
  });

  it('on /newsletter itself shows the form and follows no link', () => {
    backend();
    render(
      <MemoryRouter initialEntries={['/newsletter']}>
        <NewsletterPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: NEWSLETTER_MESSAGES.pageTitle })).toBeInTheDocument();
    expect(screen.getByTestId('subscribe-form')).toBeInTheDocument();
    expect(fake.mocks.rpc).not.toHaveBeenCalled();
  });
});
