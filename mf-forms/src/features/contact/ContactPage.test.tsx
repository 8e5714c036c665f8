import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase, installFakeSupabase, resetSupabase, type FakeAnswer, type FakeSupabase } from '@portfolio/auth/testing';
import { useToast } from '@portfolio/ui';
import { ContactPage } from './ContactPage';
import { CONTACT_MESSAGES, CONTACT_TITLE } from '../../logic/constants';

let fake: FakeSupabase;
/** The shared fake client, answering the insert with `insert` (a visitor: no session). */
const backend = (insert: FakeAnswer = { error: null }) => (fake = installFakeSupabase(fakeSupabase({ insert }, { userId: null }))!);

const field = (name: string) => document.getElementById(`contact-${name}`) as HTMLInputElement | null;
const change = (name: string, value: string) => fireEvent.change(field(name)!, { target: { value } });
const chooseType = (label: string) => fireEvent.click(screen.getByLabelText(label));
const submitButton = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const toasts = () => useToast.getState().queue.map(({ message, type, durationMs }) => ({ message, type, durationMs }));

const SELECTS = ['industry', 'productType', 'appType', 'budget', 'timeline'];
const visibleSelects = () => SELECTS.filter((name) => field(name));

beforeEach(() => {
  backend();
  useToast.setState({ queue: [] });
});
afterEach(() => {
  vi.restoreAllMocks();
  resetSupabase();
});

describe('ContactPage', () => {
  it('shows the contact title heading, the three types with idea chosen, and a 5-row message', () => {
    render(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: CONTACT_TITLE })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['idea', 'chat', 'product']);
    expect(screen.getByRole('radio', { checked: true })).toHaveAttribute('value', 'idea');
    expect(field('message')).toHaveAttribute('rows', '5');
    // The inputs stop where the table's CHECK constraints would reject the row.
    expect(field('name')).toHaveAttribute('maxlength', '200');
    expect(field('email')).toHaveAttribute('maxlength', '320');
    expect(field('message')).toHaveAttribute('maxlength', '5000');
    expect(submitButton()).toHaveTextContent('Send Message');
  });

  it('shows the idea selects for idea, budget and timeline for product, and none for chat', () => {
    render(<ContactPage />);
    expect(visibleSelects()).toEqual(['industry', 'productType', 'appType']);
    expect(screen.getByLabelText(/Industry/)).toBe(field('industry'));
    chooseType('I am interested in a product');
    expect(visibleSelects()).toEqual(['budget', 'timeline']);
    chooseType('I would like to chat');
    expect(visibleSelects()).toEqual([]);
  });

  it('lists the option labels and stored values of site spec §3', () => {
    render(<ContactPage />);
    const options = (name: string) =>
      Array.from(field(name)!.querySelectorAll('option'))
        .filter((o) => o.value)
        .map((o) => [o.value, o.textContent]);
    expect(options('industry')).toContainEqual(['real estate', 'Real Estate']);
    expect(options('appType')).toContainEqual(['Progressive Web App (PWA)', 'Progressive Web App (PWA)']);
    chooseType('I am interested in a product');
    expect(options('budget')).toEqual([
      ['small', '$500 - $1,000'],
      ['medium', '$1,000 - $2,500'],
      ['large', '$2,500 - $5,000'],
      ['enterprise', '$5,000+'],
    ]);
    expect(options('timeline')).toEqual([
      ['1-3', '1-3 months'],
      ['3-6', '3-6 months'],
      ['6-12', '6-12 months'],
      ['12+', '12+ months'],
    ]);
  });

  it('on an empty submit shows every message and a 3 s toast, and sends nothing', () => {
    render(<ContactPage />);
    fireEvent.click(submitButton());
    for (const message of [
      CONTACT_MESSAGES.nameRequired,
      CONTACT_MESSAGES.emailRequired,
      CONTACT_MESSAGES.messageRequired,
      CONTACT_MESSAGES.industryRequired,
      CONTACT_MESSAGES.productTypeRequired,
      CONTACT_MESSAGES.appTypeRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(toasts()).toEqual([{ message: CONTACT_MESSAGES.fillRequired, type: 'error', durationMs: 3000 }]);
    expect(fake.requests).toEqual([]);
  });

  it('asks for budget and timeline on an incomplete product enquiry, and a valid e-mail address', () => {
    render(<ContactPage />);
    chooseType('I am interested in a product');
    change('email', 'ada@example');
    fireEvent.click(submitButton());
    expect(screen.getByText(CONTACT_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.budgetRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.timelineRequired)).toBeInTheDocument();
    expect(screen.queryByText(CONTACT_MESSAGES.industryRequired)).not.toBeInTheDocument();
    expect(fake.requests).toEqual([]);
  });

  it("clears a field's error when that field is edited, and only that one", () => {
    render(<ContactPage />);
    fireEvent.click(submitButton());
    change('name', 'Ada');
    expect(screen.queryByText(CONTACT_MESSAGES.nameRequired)).not.toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.emailRequired)).toBeInTheDocument();
    change('industry', 'finance');
    expect(screen.queryByText(CONTACT_MESSAGES.industryRequired)).not.toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.productTypeRequired)).toBeInTheDocument();
    change('message', 'Hello');
    expect(screen.queryByText(CONTACT_MESSAGES.messageRequired)).not.toBeInTheDocument();
  });

  it("drops the hidden selects' errors when the type changes", () => {
    render(<ContactPage />);
    fireEvent.click(submitButton());
    chooseType('I would like to chat');
    chooseType('I have a project idea');
    expect(screen.queryByText(CONTACT_MESSAGES.industryRequired)).not.toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.nameRequired)).toBeInTheDocument();
  });

  it("disables the button with 'Sending...' while sending, then toasts success and resets to type idea", async () => {
    let resolve: (value: FakeAnswer) => void = () => undefined;
    backend(new Promise((r) => (resolve = r)));
    render(<ContactPage />);
    chooseType('I am interested in a product');
    change('name', 'Ada');
    change('email', 'ada@example.com');
    change('budget', 'small');
    change('timeline', '12+');
    change('message', 'About your analytics tool');
    fireEvent.click(submitButton());
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Sending...');
    await act(async () => resolve({ error: null }));
    expect(fake.requests.map((r) => [r.op, r.table, r.payload])).toEqual([
      [
        'insert',
        'contacts',
        {
          user_id: null,
          name: 'Ada',
          email: 'ada@example.com',
          message: 'About your analytics tool',
          contact_type: 'product',
          industry: null,
          product_type: null,
          app_type: null,
          budget: 'small',
          timeline: '12+',
          // Where the lead came from (issue 41): this page, the session's first, with no referrer or campaign.
          landing_page: '/',
          opened_on_page: '/',
          referrer_host: null,
          utm_source: null,
          utm_medium: null,
          utm_campaign: null,
        },
      ],
    ]);
    expect(toasts()).toEqual([{ message: CONTACT_MESSAGES.success, type: 'success', durationMs: 5000 }]);
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent('Send Message');
    expect(field('name')).toHaveValue('');
    expect(field('email')).toHaveValue('');
    expect(field('message')).toHaveValue('');
    expect(screen.getByRole('radio', { checked: true })).toHaveAttribute('value', 'idea');
    expect(visibleSelects()).toEqual(['industry', 'productType', 'appType']);
  });

  it('on failure toasts the failure, logs it, and keeps what was typed', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    backend({ error: { message: 'violates check constraint' } });
    render(<ContactPage />);
    chooseType('I would like to chat');
    change('name', 'Ada');
    change('email', 'ada@example.com');
    change('message', 'Hello');
    fireEvent.click(submitButton());
    await act(async () => undefined);
    expect(toasts()).toEqual([{ message: CONTACT_MESSAGES.failure, type: 'error', durationMs: 5000 }]);
    expect(log).toHaveBeenCalledWith(expect.any(String), 'violates check constraint');
    expect(field('name')).toHaveValue('Ada');
    expect(submitButton()).toBeEnabled();
  });
});

describe('ContactPage: focus, counter and honeypot', () => {
  it('moves focus to the first invalid field on a failed submit', async () => {
    render(<ContactPage />);
    change('name', 'Ada');
    submitButton().focus();
    await act(async () => void fireEvent.submit(submitButton().form!));
    expect(document.activeElement).toBe(field('email'));
    change('email', 'ada@example.com');
    await act(async () => void fireEvent.submit(submitButton().form!));
    expect(document.activeElement).toBe(field('industry'));
    expect(fake.requests).toEqual([]);
  });

  it('counts the message against its 5,000-character limit', () => {
    render(<ContactPage />);
    change('message', 'Hello');
    expect(screen.getByText('5 / 5,000')).toBeInTheDocument();
  });

  it('a filled honeypot gets the normal success toast and sends nothing', async () => {
    render(<ContactPage />);
    chooseType('I would like to chat');
    change('name', 'Bot');
    change('email', 'bot@example.com');
    change('message', 'Buy now');
    fireEvent.change(screen.getByTestId('honeypot'), { target: { value: 'spam' } });
    await act(async () => void fireEvent.submit(submitButton().form!));
    expect(fake.requests).toEqual([]);
    expect(toasts()).toEqual([{ message: CONTACT_MESSAGES.success, type: 'success', durationMs: 5000 }]);
  });
});
