import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@portfolio/mui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase, installFakeSupabase, resetSupabase, type FakeSupabase } from '@portfolio/auth/testing';
import { theme, useToast } from '@portfolio/ui';
import { MESSAGES, STEPS } from '../../logic/constants';
import { QuoteWizard } from './QuoteWizard';
import { useQuoteWizard } from './quoteWizardStore';

let fake: FakeSupabase;
const useBackend = (...args: Parameters<typeof fakeSupabase>) => (fake = installFakeSupabase(fakeSupabase(...args))!);

const onClose = vi.fn();
const renderWizard = () =>
  render(
    <ThemeProvider theme={theme}>
      <QuoteWizard onClose={onClose} />
    </ThemeProvider>,
  );

const heading = () => screen.getByRole('heading', { level: 2 });
const banner = () => screen.queryByTestId('quote-message');
const next = () => screen.getByRole('button', { name: 'Next' });
const dispatch = (...actions: Parameters<ReturnType<typeof useQuoteWizard.getState>['dispatch']>[0][]) =>
  act(() => actions.forEach((a) => useQuoteWizard.getState().dispatch(a)));

/** Puts the store on the contact step with every selection made. */
function reachContact() {
  dispatch(
    { type: 'choose', step: 'service', id: 'ml_dev' },
    { type: 'next' },
    { type: 'choose', step: 'scope', id: 'research' },
    { type: 'next' },
    { type: 'choose', step: 'technology', id: 'python' },
    { type: 'next' },
    { type: 'choose', step: 'timeline', id: 'urgent' },
    { type: 'next' },
    { type: 'choose', step: 'budget', id: 'unsure' },
    { type: 'next' },
  );
}

beforeEach(() => {
  useQuoteWizard.getState().dispatch({ type: 'reset' });
  useToast.setState({ queue: [] });
  useBackend({}, { userId: null });
  onClose.mockReset();
  (window as unknown as { happyDOM: { setViewport: (v: object) => void } }).happyDOM.setViewport({ width: 1024, height: 768 });
});

afterEach(() => {
  vi.useRealTimers();
  resetSupabase();
});

describe('step 1: service', () => {
  it('shows the title as h2, radios for every service, Next only', () => {
    renderWizard();
    expect(heading()).toHaveTextContent('What type of AI/ML service do you need?');
    const group = screen.getByRole('radiogroup', { name: STEPS[0].title });
    expect(within(group).getAllByRole('radio')).toHaveLength(8);
    expect(screen.queryByRole('button', { name: /Previous/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Submit Request/ })).toBeNull();
    expect(next()).toBeInTheDocument();
  });

  it('stops Next with the message, which clears on the next edit', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(next());
    expect(banner()).toHaveTextContent(MESSAGES.selectAtLeastOne);
    expect(heading()).toHaveTextContent(STEPS[0].title);
    await user.click(screen.getByRole('radio', { name: 'Generative AI' }));
    expect(banner()).toBeNull();
  });

  it('is single choice, and clicking the chosen service again deselects it', async () => {
    const user = userEvent.setup();
    renderWizard();
    const genAi = screen.getByRole('radio', { name: 'Generative AI' });
    const gan = screen.getByRole('radio', { name: 'Generative Adversarial Networks (GANs)' });
    await user.click(genAi);
    expect(genAi).toBeChecked();
    await user.click(gan);
    expect(gan).toBeChecked();
    expect(genAi).not.toBeChecked();
    await user.click(gan);
    expect(gan).not.toBeChecked();
    expect(useQuoteWizard.getState().form.services).toEqual([]);
  });

  it('Space on the chosen radio clears it from the keyboard', async () => {
    const user = userEvent.setup();
    renderWizard();
    const genAi = screen.getByRole('radio', { name: 'Generative AI' });
    await user.click(genAi);
    expect(genAi).toHaveFocus();
    fireEvent.keyDown(genAi, { key: ' ' });
    expect(genAi).not.toBeChecked();
    expect(useQuoteWizard.getState().form.services).toEqual([]);
  });

  it('custom opens a text box that must be filled; closing it removes custom and its text', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('radio', { name: 'Custom Service' }));
    const box = screen.getByRole('textbox', { name: 'Details of your custom service' });
    await user.click(next());
    expect(banner()).toHaveTextContent(MESSAGES.customServiceNext);
    await user.type(box, 'Bots');
    expect(banner()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove custom service' }));
    expect(screen.queryByRole('textbox', { name: 'Details of your custom service' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Custom Service' })).not.toBeChecked();
    expect(useQuoteWizard.getState().form).toMatchObject({ services: [], servicesCustom: '' });
  });

  it('advances to the scope step and moves focus to its title', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('radio', { name: 'Machine Learning Development' }));
    await user.click(next());
    expect(heading()).toHaveTextContent('What is the scope of your project?');
    expect(heading()).toHaveFocus();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeInTheDocument();
  });
});

describe('step 2: scope', () => {
  beforeEach(() => dispatch({ type: 'choose', step: 'service', id: 'gan' }, { type: 'next' }));

  it('uses checkboxes; choosing custom clears the other picks', async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(screen.getByRole('group', { name: STEPS[1].title })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Research & Feasibility Study' }));
    await user.click(screen.getByRole('checkbox', { name: 'Consultation' }));
    expect(screen.getByRole('checkbox', { name: 'Research & Feasibility Study' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Consultation' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Custom Scope' }));
    expect(screen.getByRole('checkbox', { name: 'Consultation' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Custom Scope' })).toBeChecked();
    await user.click(next());
    expect(banner()).toHaveTextContent(MESSAGES.customScopeNext);
  });

  it('stops Next without a selection', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(next());
    expect(banner()).toHaveTextContent(MESSAGES.selectAtLeastOne);
  });

  it('Previous goes back to the service step', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(heading()).toHaveTextContent(STEPS[0].title);
    expect(screen.getByRole('radio', { name: 'Generative Adversarial Networks (GANs)' })).toBeChecked();
  });
});

describe('step 3: technology', () => {
  beforeEach(() =>
    dispatch({ type: 'choose', step: 'service', id: 'gan' }, { type: 'next' }, { type: 'choose', step: 'scope', id: 'research' }, { type: 'next' }),
  );

  it('lists eight checkboxes and asks for custom details', async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(heading()).toHaveTextContent('What technologies or frameworks do you prefer?');
    expect(screen.getAllByRole('checkbox')).toHaveLength(8);
    await user.click(next());
    expect(banner()).toHaveTextContent(MESSAGES.selectAtLeastOne);
    await user.click(screen.getByRole('checkbox', { name: 'Custom Technology' }));
    await user.click(next());
    expect(banner()).toHaveTextContent(MESSAGES.customTechnologyNext);
    await user.type(screen.getByRole('textbox', { name: 'Details of your custom technology' }), 'Rust');
    await user.click(screen.getByRole('checkbox', { name: 'Python' }));
    await user.click(next());
    expect(heading()).toHaveTextContent('Expected Project Timeline?');
  });
});

describe('steps 4 and 5: timeline and budget', () => {
  beforeEach(() =>
    dispatch(
      { type: 'choose', step: 'service', id: 'gan' },
      { type: 'next' },
      { type: 'choose', step: 'scope', id: 'research' },
      { type: 'next' },
      { type: 'choose', step: 'technology', id: 'cloud' },
      { type: 'next' },
    ),
  );

  it('timeline: the spec labels, toggling off, and its message', async () => {
    const user = userEvent.setup();
    renderWizard();
    const names = screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent);
    expect(names).toEqual(['under 2 weeks', '1-2 months', '3-6 months', 'flexible']);
    await user.click(next());
    expect(banner()).toHaveTextContent(MESSAGES.selectTimeline);
    const short = screen.getByRole('radio', { name: '1-2 months' });
    await user.click(short);
    expect(short).toBeChecked();
    await user.click(short);
    expect(short).not.toBeChecked();
    await user.click(short);
    await user.click(next());
    expect(heading()).toHaveTextContent('What is your budget range?');
  });

  it('budget: the spec labels, toggling off, and its message', async () => {
    dispatch({ type: 'choose', step: 'timeline', id: 'flexible' }, { type: 'next' });
    const user = userEvent.setup();
    renderWizard();
    const names = screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent);
    expect(names).toEqual(['under $1,000', '$1,000-$3,000', '$3,000-$6,000', '$6,000+', 'not sure']);
    await user.click(next());
    expect(banner()).toHaveTextContent(MESSAGES.selectBudget);
    const unsure = screen.getByRole('radio', { name: 'not sure' });
    await user.click(unsure);
    await user.click(unsure);
    expect(unsure).not.toBeChecked();
    await user.click(unsure);
    await user.click(next());
    expect(heading()).toHaveTextContent('Contact Information');
  });
});

describe('step 6: contact', () => {
  beforeEach(reachContact);

  it('has name, email, optional company and message, Submit Request and no Next', () => {
    renderWizard();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Company (optional)' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Message (optional)' })).not.toBeRequired();
    expect(screen.getByRole('button', { name: /Submit Request/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('shows the live estimate: ml_dev + research, urgent → $3,800 to $5,800, with the note', () => {
    renderWizard();
    expect(screen.getByTestId('quote-estimate')).toHaveTextContent('$3,800 to $5,800');
    expect(screen.getByText(/This is an initial estimate/)).toBeInTheDocument();
  });

  it('field errors on submit, the fallback in the banner, each clearing when its field is edited', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('button', { name: /Submit Request/ }));
    expect(screen.getByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(banner()).toHaveTextContent(MESSAGES.nameFallback);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    expect(screen.queryByText(MESSAGES.nameRequired)).toBeNull();
    expect(screen.getByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(banner()).toBeNull();
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.paste('ada@example');
    expect(screen.queryByText(MESSAGES.emailRequired)).toBeNull();
    await user.click(screen.getByRole('button', { name: /Submit Request/ }));
    expect(screen.getAllByText(MESSAGES.emailInvalid)).toHaveLength(2);
    expect(fake.requests).toEqual([]);
  });

  it('checks skipped selections first, in the spec order', async () => {
    dispatch({ type: 'goTo', step: 0 }, { type: 'choose', step: 'service', id: 'ml_dev' }, { type: 'goTo', step: 5 });
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('button', { name: /Submit Request/ }));
    expect(banner()).toHaveTextContent(MESSAGES.selectService);
    expect(screen.queryByText(MESSAGES.nameRequired)).toBeNull();
  });

  it('submits, thanks the visitor and closes after 1.5 s; the form is fresh next time', async () => {
    vi.useFakeTimers();
    useBackend({}, { userId: 'user-42' });
    renderWizard();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: /Submit Request/ }));
    expect(banner()).toHaveTextContent(MESSAGES.submitting);
    expect(screen.getByRole('button', { name: /Submit Request/ })).toBeDisabled();
    await act(async () => {});
    expect(banner()).toHaveTextContent(MESSAGES.success);
    expect(fake.requests.map((r) => r.table)).toEqual(['custom_quotes']);
    expect(fake.requests[0]!.payload).toEqual({
      user_id: 'user-42',
      service: 'Machine Learning Development',
      scope: 'Research & Feasibility Study',
      technology: 'Python',
      timeline: 'urgent',
      budget: 'unsure',
      name: 'Ada',
      email: 'ada@example.com',
      company: null,
      message: null,
      // Where the lead came from (issue 41): this page, the session's first, with no referrer or campaign.
      landing_page: '/',
      opened_on_page: '/',
      referrer_host: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    });
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(useToast.getState().queue.map((t) => [t.message, t.type])).toEqual([[MESSAGES.success, 'success']]);
  });

  it('after success, closing the wizard resets it', async () => {
    const { unmount } = renderWizard();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ada@example.com' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Submit Request/ })));
    expect(useQuoteWizard.getState().status).toBe('succeeded');
    unmount();
    renderWizard();
    expect(heading()).toHaveTextContent(STEPS[0].title);
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it('shows a failed insert as the error banner and error toast', async () => {
    useBackend({ insert: { error: { message: 'Failed to fetch' } } }, { userId: null });
    const user = userEvent.setup();
    renderWizard();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.paste('ada@example.com');
    await user.click(screen.getByRole('button', { name: /Submit Request/ }));
    expect(banner()).toHaveTextContent(`${MESSAGES.submitErrorPrefix}Failed to fetch`);
    expect(useToast.getState().queue.map((t) => [t.message, t.type, t.durationMs])).toEqual([[`${MESSAGES.submitErrorPrefix}Failed to fetch`, 'error', 5000]]);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('progress and step labels', () => {
  it('desktop: a progress bar at step ÷ 6 and labels clickable up to the furthest step', async () => {
    dispatch(
      { type: 'choose', step: 'service', id: 'gan' },
      { type: 'next' },
      { type: 'choose', step: 'scope', id: 'research' },
      { type: 'next' },
      { type: 'previous' },
    );
    const user = userEvent.setup();
    renderWizard();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(200 / 6));
    expect(screen.getByRole('button', { name: 'Technology' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Timeline' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Scope' })).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Technology' }));
    expect(heading()).toHaveTextContent(STEPS[2].title);
    expect(heading()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Service' }));
    expect(heading()).toHaveTextContent(STEPS[0].title);
  });

  it('mobile: numbered circles instead of the bar', async () => {
    (window as unknown as { happyDOM: { setViewport: (v: object) => void } }).happyDOM.setViewport({ width: 375, height: 700 });
    dispatch({ type: 'choose', step: 'service', id: 'gan' }, { type: 'next' });
    renderWizard();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const circles = within(screen.getByTestId('quote-step-circles')).getAllByRole('button');
    expect(circles).toHaveLength(6);
    expect(circles[1]).toHaveAccessibleName('Step 2: Scope');
    expect(circles[1]).toHaveAttribute('aria-current', 'step');
    expect(circles[2]).toBeDisabled();
    expect(screen.getByText('Step 2 of 6: Scope')).toBeInTheDocument();
    fireEvent.click(circles[0]!);
    expect(heading()).toHaveTextContent(STEPS[0].title);
  });
});

describe('state across closing and reopening', () => {
  it('keeps the step and everything chosen or typed', async () => {
    const user = userEvent.setup();
    const first = renderWizard();
    await user.click(screen.getByRole('radio', { name: 'Custom Service' }));
    await user.type(screen.getByRole('textbox', { name: 'Details of your custom service' }), 'Voice');
    await user.click(next());
    first.unmount();
    renderWizard();
    expect(heading()).toHaveTextContent(STEPS[1].title);
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(screen.getByRole('textbox', { name: 'Details of your custom service' })).toHaveValue('Voice');
  });
});

describe('issue 18: live estimate, input limits; issue 13/14: honeypot and draft', () => {
  const estimate = () => screen.queryByTestId('quote-estimate');

  it('shows the estimate from the service step on, on every later step and the contact step', async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(estimate()).not.toBeInTheDocument();
    expect(screen.getByTestId('quote-estimate-region')).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('radio', { name: /Machine Learning Development/ }));
    expect(estimate()).toHaveTextContent('$800 to $1,200');
    const choose: Parameters<typeof dispatch>[0][] = [
      { type: 'choose', step: 'scope', id: 'research' },
      { type: 'choose', step: 'technology', id: 'python' },
      { type: 'choose', step: 'timeline', id: 'flexible' },
      { type: 'choose', step: 'budget', id: 'unsure' },
    ];
    for (let i = 1; i < STEPS.length; i += 1) {
      await user.click(next());
      expect(heading()).toHaveTextContent(STEPS[i]!.title);
      expect(estimate()).toBeInTheDocument();
      if (choose[i - 1]) dispatch(choose[i - 1]!);
    }
    expect(estimate()).toHaveTextContent('$1,600 to $2,400');
  });

  it('updates the estimate when the scope changes', async () => {
    renderWizard();
    dispatch({ type: 'choose', step: 'service', id: 'ml_dev' }, { type: 'next' });
    expect(estimate()).toHaveTextContent('$800 to $1,200');
    dispatch({ type: 'choose', step: 'scope', id: 'research' });
    expect(estimate()).toHaveTextContent('$1,600 to $2,400');
  });

  it('stops every contact field and custom box at its column length, with counters on long fields', async () => {
    renderWizard();
    dispatch({ type: 'choose', step: 'service', id: 'custom' });
    const custom = screen.getByRole('textbox', { name: /Details of your custom service/ });
    expect(Number(custom.getAttribute('maxlength'))).toBeLessThanOrEqual(2000);
    expect(screen.getByText(/^0 \/ 1,/)).toBeInTheDocument();
    useQuoteWizard.getState().dispatch({ type: 'reset' });
    reachContact();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('maxlength', '200');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('maxlength', '320');
    expect(screen.getByRole('textbox', { name: 'Company (optional)' })).toHaveAttribute('maxlength', '200');
    expect(screen.getByRole('textbox', { name: 'Message (optional)' })).toHaveAttribute('maxlength', '5000');
    expect(screen.getByText('0 / 5,000')).toBeInTheDocument();
  });

  it('a filled honeypot gets the normal success and inserts nothing', async () => {
    const user = userEvent.setup();
    reachContact();
    renderWizard();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Bot');
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.paste('bot@example.com');
    fireEvent.change(screen.getByTestId('honeypot'), { target: { value: 'https://spam.invalid' } });
    await user.click(screen.getByRole('button', { name: /Submit Request/ }));
    expect(banner()).toHaveTextContent(MESSAGES.success);
    expect(fake.requests).toEqual([]);
  });

  it('keeps the draft in session storage and restores it when a fresh page opens the wizard', () => {
    dispatch({ type: 'choose', step: 'service', id: 'gan' }, { type: 'next' });
    const stored = window.sessionStorage.getItem('quote-wizard-draft');
    expect(stored).toContain('gan');
    act(() => useQuoteWizard.setState({ ...useQuoteWizard.getInitialState() }));
    window.sessionStorage.setItem('quote-wizard-draft', stored!);
    renderWizard();
    expect(heading()).toHaveTextContent(STEPS[1].title);
    expect(useQuoteWizard.getState().form.services).toEqual(['gan']);
  });
});

describe('contact step focus', () => {
  it('moves focus to the first invalid field after a failed submit', async () => {
    const user = userEvent.setup();
    reachContact();
    renderWizard();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: /Submit Request/ }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(fake.requests).toEqual([]);
  });
});
