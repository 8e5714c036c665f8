import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeSupabase, installFakeSupabase, resetSupabase, type FakeSupabase } from '@portfolio/auth/testing';
import { MemoryRouter } from '@portfolio/router';
import { NEWSLETTER_MESSAGES } from '@portfolio/newsletter';
import { NewsletterPage } from './NewsletterPage';

let fake: FakeSupabase;
const backend = (answers: Parameters<typeof fakeSupabase>[0] = {}) => (fake = installFakeSupabase(fakeSupabase(answers, { userId: null }))!);

afterEach(() => resetSupabase());

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
