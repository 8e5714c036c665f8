import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@portfolio/auth';
import { fakeSupabase, installFakeSupabase, resetSupabase, type FakeAnswer, type FakeSupabase } from '@portfolio/auth/testing';
import { renderPage } from '../../testing/renderPage';
import { contactRow, quoteRow, serviceRequestRow } from '../../testing/rows';
import { resetAuth, signInAs } from '../../testing/signedIn';
import { ProfilePage } from './ProfilePage';
import { MESSAGES } from '../../logic/constants';

let fake: FakeSupabase;

function answer(contacts = [contactRow()], quotes = [quoteRow()], requests = [serviceRequestRow()], contactsAnswer?: FakeAnswer) {
  fake = fakeSupabase({
    'select:contacts': contactsAnswer ?? { data: contacts, error: null },
    'select:custom_quotes': { data: quotes, error: null },
    'select:service_requests': { data: requests, error: null },
  })!;
  installFakeSupabase(fake);
}

/** The user ids the profile asked each table for. */
const askedFor = () => fake.requests.map((r) => [r.table, r.steps.find((s) => s[0] === 'eq')?.[2]]);

const tile = (label: string) => screen.getByTestId(`stat-${label}`);

describe('ProfilePage', () => {
  beforeEach(() => {
    resetAuth();
    answer();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    resetSupabase();
  });

  it('shows nothing while auth is loading', () => {
    const { container } = renderPage(<ProfilePage />, '/profile');
    expect(container).toBeEmptyDOMElement();
  });

  it('asks a signed-out visitor to sign in, with links to sign in and sign up', () => {
    useAuth.getState().setSession(null);
    renderPage(<ProfilePage />, '/profile');
    expect(screen.getByText(MESSAGES.signInToViewProfile)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(fake.requests).toEqual([]);
  });

  it("shows the header and the four tiles from the user's own rows", async () => {
    signInAs({ id: 'u-9', email: 'ada@example.com', username: 'ada', created_at: '2025-06-15T12:00:00Z' });
    answer([contactRow(), contactRow({ id: 'c-2' })], [quoteRow()], [serviceRequestRow(), serviceRequestRow({ id: 's-2' })]);
    renderPage(<ProfilePage />, '/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'ada' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Member since June 15, 2025')).toBeInTheDocument();
    await waitFor(() => expect(tile('Contact Submissions')).toHaveTextContent('2'));
    expect(tile('Service Requests')).toHaveTextContent('3');
    expect(tile('Purchased Products')).toHaveTextContent('0');
    expect(tile('Member Since')).toHaveTextContent('June 15, 2025');
    expect(askedFor()).toEqual([
      ['contacts', 'u-9'],
      ['custom_quotes', 'u-9'],
      ['service_requests', 'u-9'],
    ]);
  });

  it('names a user without a username by their e-mail', () => {
    signInAs({ username: '', email: 'plain@example.com' });
    renderPage(<ProfilePage />, '/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'plain@example.com' })).toBeInTheDocument();
  });

  it('has the three tabs, vertical on desktop, and opens on the contact submissions', async () => {
    signInAs();
    renderPage(<ProfilePage />, '/profile');
    const tabs = screen.getByRole('tablist', { name: 'Profile sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Contact Submissions', 'Service Requests', 'Account Settings']);
    expect(tabs).toHaveAttribute('aria-orientation', 'vertical');
    expect(screen.getByRole('tabpanel', { name: 'Contact Submissions' })).toBeInTheDocument();
  });

  it('expands a contact row on click to show every stored field, with a yellow badge unless read', async () => {
    signInAs();
    answer([
      contactRow({ status: 'New' }),
      contactRow({ id: 'c-2', status: 'Read', contact_type: 'chat', industry: null, product_type: null, app_type: null }),
    ]);
    renderPage(<ProfilePage />, '/profile');
    const rows = await screen.findAllByRole('button', { expanded: false });
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('New')).toHaveAttribute('data-tone', 'yellow');
    expect(within(rows[1]!).getByText('Read')).toHaveAttribute('data-tone', 'green');
    await userEvent.click(rows[0]!);
    expect(rows[0]).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(rows[0]!.getAttribute('aria-controls')!)!;
    for (const text of [
      'Contact type',
      'Idea',
      'Industry',
      'Real Estate',
      'Product type',
      'Chatbot',
      'Application type',
      'Web Application',
      'Message',
      'Reference',
      'c-1',
    ]) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
    await userEvent.click(rows[0]!);
    expect(rows[0]).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists quotes and service requests together, newest first, each marked, with blue badges unless completed', async () => {
    signInAs();
    answer(
      [],
      [quoteRow({ id: 'q-1', service: 'Chatbots', date_submitted: '2026-03-01T10:00:00Z', status: 'Completed' })],
      [serviceRequestRow({ id: 's-1', service: 'AI/ML API Development', date_submitted: '2026-04-01T10:00:00Z' })],
    );
    renderPage(<ProfilePage />, '/profile');
    await userEvent.click(screen.getByRole('tab', { name: 'Service Requests' }));
    const panel = screen.getByRole('tabpanel', { name: 'Service Requests' });
    const rows = await within(panel).findAllByRole('button', { expanded: false });
    expect(rows[0]).toHaveTextContent('AI/ML API Development');
    expect(rows[0]).toHaveTextContent('Service request');
    expect(within(rows[0]!).getByText('Pending')).toHaveAttribute('data-tone', 'blue');
    expect(rows[1]).toHaveTextContent('Chatbots');
    expect(rows[1]).toHaveTextContent('Quote');
    expect(within(rows[1]!).getByText('Completed')).toHaveAttribute('data-tone', 'green');
    await userEvent.click(rows[1]!);
    const details = document.getElementById(rows[1]!.getAttribute('aria-controls')!)!;
    for (const text of ['Scope', 'Technology', 'Timeline', '1-2 months', 'Budget', '$1,000-$3,000', 'Company', 'Not provided']) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
  });

  it('says when there is nothing to show', async () => {
    signInAs();
    answer([], [], []);
    renderPage(<ProfilePage />, '/profile');
    expect(await screen.findByText(MESSAGES.noContacts)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Service Requests' }));
    expect(screen.getByText(MESSAGES.noRequests)).toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry that loads again', async () => {
    signInAs();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail: (err: Error) => void = () => undefined;
    answer(undefined, undefined, undefined, new Promise((_, reject) => (fail = reject)));
    renderPage(<ProfilePage />, '/profile');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your submissions…');
    expect(tile('Contact Submissions')).toHaveTextContent('–');
    fail(new Error('JWT expired'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your submissions could not be loaded right now.');
    expect(console.error).toHaveBeenCalled();
    answer();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { expanded: false })).toHaveTextContent('Idea');
  });
});
