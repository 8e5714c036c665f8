import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase, installFakeSupabase, resetSupabase, type FakeAnswer, type FakeSupabase } from '@portfolio/auth/testing';
import { ERROR_MESSAGES } from '@portfolio/ui';
import { SERVICES } from '../../logic/services';
import { ServicesPage } from './ServicesPage';
import { SERVICE_MESSAGES } from '../../logic/constants';

let fake: FakeSupabase;
/** The shared fake client, answering the insert with `insert` (a visitor: no session). */
const backend = (insert: FakeAnswer = { error: null }) => (fake = installFakeSupabase(fakeSupabase({ insert }, { userId: null }))!);

const IDS: Record<string, string> = {
  'AI-powered Software Development': 'ai_software',
  'AI/ML API Development': 'ai_api',
  'AI-powered Mobile App Development': 'ai_mobile',
  'Chatbots & Conversational AI': 'chatbots',
};
// Role queries over four MUI forms are slow in happy-dom; the first test checks the names by role once.
const toggle = (title: string) => document.getElementById(`${IDS[title]}-toggle`)!;
const panel = (id: string) => document.getElementById(`${id}-panel`)!;

function fill(id: string, values: Partial<Record<'name' | 'email' | 'company' | 'message', string>>) {
  for (const [field, value] of Object.entries(values)) {
    fireEvent.change(document.getElementById(`${id}-${field}`)!, { target: { value } });
  }
}

const submit = (id: string) => fireEvent.click(panel(id).querySelector('button[type="submit"]')!);

beforeEach(() => {
  backend();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  resetSupabase();
});

describe('ServicesPage', () => {
  it('shows one h1 and the four cards with their fees, all collapsed', () => {
    render(<ServicesPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Services']);
    for (const title of ['AI-powered Software Development', 'AI/ML API Development', 'AI-powered Mobile App Development', 'Chatbots & Conversational AI']) {
      expect(screen.getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.getAllByText('Starting at $500')).toHaveLength(2);
    expect(screen.getByText('Starting at $1,500')).toBeInTheDocument();
    expect(screen.getByText('Starting at $1,000')).toBeInTheDocument();
    expect(toggle('AI/ML API Development')).toHaveAttribute('aria-controls', 'ai_api-panel');
    expect(panel('ai_api')).toBeInTheDocument();
  });

  it("mounts a card's form the first time it opens, and keeps what was typed when the card closes", () => {
    render(<ServicesPage />);
    // Closed forms are not rendered: four of them were most of the page's hydration on a phone (issue 26).
    expect(document.querySelectorAll('form')).toHaveLength(0);
    fireEvent.click(toggle('AI/ML API Development'));
    expect(document.getElementById('ai_api-company')).toHaveAttribute('maxlength', '200');
    expect(document.getElementById('ai_api-message')).toHaveAttribute('maxlength', '5000');
    fill('ai_api', { message: 'A model that reads invoices.' });
    // One card open at a time: opening another closes this one, and its form stays with what was typed.
    fireEvent.click(toggle('Chatbots & Conversational AI'));
    expect(toggle('AI/ML API Development')).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle('AI/ML API Development'));
    expect(document.getElementById('ai_api-message')).toHaveValue('A model that reads invoices.');
  });

  it('shows each collapsed card its fee and what is included, outside the collapsed request form', () => {
    render(<ServicesPage />);
    for (const service of SERVICES) {
      const card = document.getElementById(service.id)!;
      expect(card).toHaveAttribute('data-expanded', 'false');
      const included = within(card).getByRole('heading', { name: 'What is included' }).nextElementSibling as HTMLElement;
      expect(
        within(included)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(service.features);
      expect(panel(service.id).contains(included)).toBe(false);
      expect(within(card).getByText(service.fee)).toBeInTheDocument();
    }
  });

  it('keeps one card expanded at a time and toggles on a second click', () => {
    render(<ServicesPage />);
    fireEvent.click(toggle('AI/ML API Development'));
    expect(toggle('AI/ML API Development')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle('Chatbots & Conversational AI'));
    expect(toggle('Chatbots & Conversational AI')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('AI/ML API Development')).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle('Chatbots & Conversational AI'));
    expect(toggle('Chatbots & Conversational AI')).toHaveAttribute('aria-expanded', 'false');
  });

  it('scrolls the expanded card into view after 100 ms', () => {
    vi.useFakeTimers();
    render(<ServicesPage />);
    fireEvent.click(toggle('AI-powered Mobile App Development'));
    act(() => void vi.advanceTimersByTime(99));
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(document.getElementById('ai_mobile'));
  });

  it('shows the field errors and the summary and sends nothing when empty', () => {
    render(<ServicesPage />);
    fireEvent.click(toggle('AI/ML API Development'));
    submit('ai_api');
    const form = within(panel('ai_api'));
    expect(form.getByText(SERVICE_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(form.getByText(SERVICE_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(form.getByText(SERVICE_MESSAGES.summary)).toBeInTheDocument();
    expect(fake.requests).toEqual([]);
  });

  it('rejects an invalid e-mail and clears a field error once edited', () => {
    render(<ServicesPage />);
    fireEvent.click(toggle('AI/ML API Development'));
    fill('ai_api', { email: 'not-an-email' });
    submit('ai_api');
    const form = within(panel('ai_api'));
    expect(form.getByText(SERVICE_MESSAGES.emailInvalid)).toBeInTheDocument();
    fill('ai_api', { name: 'Ada' });
    expect(form.queryByText(SERVICE_MESSAGES.nameRequired)).not.toBeInTheDocument();
    expect(form.getByText(SERVICE_MESSAGES.emailInvalid)).toBeInTheDocument();
    fill('ai_api', { email: 'ada@example.com' });
    expect(form.queryByText(SERVICE_MESSAGES.emailInvalid)).not.toBeInTheDocument();
    expect(form.queryByText(SERVICE_MESSAGES.summary)).not.toBeInTheDocument();
    expect(fake.requests).toEqual([]);
  });

  it('disables the button while sending, then collapses the card after 2 s and clears the form', async () => {
    vi.useFakeTimers();
    let resolve: (value: FakeAnswer) => void = () => undefined;
    backend(new Promise((r) => (resolve = r)));
    render(<ServicesPage />);
    fireEvent.click(toggle('Chatbots & Conversational AI'));
    fill('chatbots', { name: 'Ada', email: 'ada@example.com', company: 'Engines', message: 'A support bot' });
    submit('chatbots');
    const button = within(panel('chatbots')).getByRole('button', { name: 'Submitting...' });
    expect(button).toBeDisabled();
    await act(async () => resolve({ error: null }));
    expect(fake.requests.map((r) => [r.op, r.table, r.payload])).toEqual([
      [
        'insert',
        'service_requests',
        {
          user_id: null,
          service: 'Chatbots & Conversational AI',
          name: 'Ada',
          email: 'ada@example.com',
          company: 'Engines',
          message: 'A support bot',
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
    expect(within(panel('chatbots')).getByText(SERVICE_MESSAGES.success)).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1999));
    expect(toggle('Chatbots & Conversational AI')).toHaveAttribute('aria-expanded', 'true');
    act(() => void vi.advanceTimersByTime(1));
    expect(toggle('Chatbots & Conversational AI')).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('chatbots-name')).toHaveValue('');
    expect(document.getElementById('chatbots-email')).toHaveValue('');
    expect(within(panel('chatbots')).queryByText(/submitted successfully/)).not.toBeInTheDocument();
  });

  it('shows the error the request returned and keeps the card open', async () => {
    backend({ error: { code: '42501', message: 'new row violates row-level security policy' } });
    render(<ServicesPage />);
    fireEvent.click(toggle('AI-powered Software Development'));
    fill('ai_software', { name: 'Ada', email: 'ada@example.com' });
    submit('ai_software');
    expect(await within(panel('ai_software')).findByText(ERROR_MESSAGES.permission)).toBeInTheDocument();
    expect(toggle('AI-powered Software Development')).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel('ai_software')).getByRole('button', { name: 'Request Service' })).toBeEnabled();
  });
});
