import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../components/AppProviders';
import { useToast } from './toastStore';
import { TOAST_DEFAULT_DURATION_MS, TOAST_FADE_MS } from './toastRules';

describe('ToastHost', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useToast.setState({ queue: [], fadingId: null });
  });
  afterEach(() => vi.useRealTimers());

  it('shows a toast of the given type and removes it 5000 ms + 300 ms fade later', async () => {
    render(
      <AppProviders>
        <div />
      </AppProviders>,
    );
    act(() => void useToast.getState().error('Something failed'));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Something failed');
    expect(toast).toHaveAttribute('data-toast-type', 'error');

    await act(async () => void vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 100));
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    // The timer closes it; it stays mounted while it fades, then leaves.
    await act(async () => void vi.advanceTimersByTime(150));
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    await act(async () => void vi.advanceTimersByTime(TOAST_FADE_MS + 50));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(useToast.getState().queue).toHaveLength(0);
  });

  it('can be dismissed by hand', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <AppProviders>
        <div />
      </AppProviders>,
    );
    act(() => void useToast.getState().success('First'));
    expect(await screen.findByTestId('toast')).toHaveTextContent('First');
    await user.click(screen.getByRole('button', { name: /close/i }));
    await act(async () => void vi.advanceTimersByTime(TOAST_FADE_MS + 50));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('replaces the visible toast at once, and the new one keeps its full 5000 ms', async () => {
    render(
      <AppProviders>
        <div />
      </AppProviders>,
    );
    act(() => void useToast.getState().success('Signed in successfully!'));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Signed in successfully!');
    await act(async () => void vi.advanceTimersByTime(4000));
    act(() => void useToast.getState().warning('Second'));
    const next = screen.getByTestId('toast');
    expect(next).toHaveTextContent('Second');
    expect(next).toHaveAttribute('data-toast-type', 'warning');
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    await act(async () => void vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 100));
    expect(screen.getByTestId('toast')).toHaveTextContent('Second');
    await act(async () => void vi.advanceTimersByTime(150));
    await act(async () => void vi.advanceTimersByTime(TOAST_FADE_MS + 50));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('does not repeat an identical message that is still on screen', async () => {
    render(
      <AppProviders>
        <div />
      </AppProviders>,
    );
    let first = 0;
    let second = 0;
    act(() => {
      first = useToast.getState().error('Please fill in all required fields.');
      second = useToast.getState().error('Please fill in all required fields.');
    });
    expect(second).toBe(first);
    expect(await screen.findAllByTestId('toast')).toHaveLength(1);
    expect(useToast.getState().queue).toHaveLength(1);
  });

  it('restarts the timer when an identical toast is repeated while it shows (site spec §2.2: it shows for 5000 ms)', async () => {
    render(
      <AppProviders>
        <div />
      </AppProviders>,
    );
    act(() => void useToast.getState().error('Please fill in all required fields.'));
    await screen.findByTestId('toast');
    await act(async () => void vi.advanceTimersByTime(4000));
    act(() => void useToast.getState().error('Please fill in all required fields.'));
    // 4000 ms after the repeat the first timer would long have run out; the repeat's own 5000 ms have not.
    await act(async () => void vi.advanceTimersByTime(4000));
    await act(async () => void vi.advanceTimersByTime(TOAST_FADE_MS + 50));
    expect(screen.getByTestId('toast')).toHaveTextContent('Please fill in all required fields.');
    await act(async () => void vi.advanceTimersByTime(700));
    await act(async () => void vi.advanceTimersByTime(TOAST_FADE_MS + 50));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('shows an identical toast repeated during the 300 ms fade instead of dropping it', async () => {
    render(
      <AppProviders>
        <div />
      </AppProviders>,
    );
    act(() => void useToast.getState().warning('Please select at least one option before proceeding.'));
    await screen.findByTestId('toast');
    // The timer has run out and the toast is fading (still mounted).
    await act(async () => void vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS + 100));
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    act(() => void useToast.getState().warning('Please select at least one option before proceeding.'));
    await act(async () => void vi.advanceTimersByTime(TOAST_FADE_MS + 100));
    expect(screen.getByTestId('toast')).toHaveTextContent('Please select at least one option before proceeding.');
    // The repeat has its own full 5000 ms.
    await act(async () => void vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 600));
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    await act(async () => void vi.advanceTimersByTime(600));
    await act(async () => void vi.advanceTimersByTime(TOAST_FADE_MS + 50));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('honours a custom duration', async () => {
    render(
      <AppProviders>
        <div />
      </AppProviders>,
    );
    act(() => void useToast.getState().show('Short', 'warning', { durationMs: 3000 }));
    await screen.findByTestId('toast');
    await act(async () => void vi.advanceTimersByTime(3000 + 10));
    await act(async () => void vi.advanceTimersByTime(TOAST_FADE_MS + 50));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });
});
